/** Seeded perturbations of names: keyboard typos, spacing and hyphenation, Cyrillic spelling, initials. */
import { pick } from '../labelled-pair.js';

export type Random = () => number;

/** Neighbouring keys on a US keyboard: substitution typos are mostly fat-finger slips. */
const keyboard: Readonly<Record<string, string>> = {
  A: 'QSZW',
  B: 'VGHN',
  C: 'XDFV',
  D: 'SERFCX',
  E: 'WSDR',
  F: 'DRTGVC',
  G: 'FTYHBV',
  H: 'GYUJNB',
  I: 'UJKO',
  J: 'HUIKMN',
  K: 'JIOLM',
  L: 'KOP',
  M: 'NJK',
  N: 'BHJM',
  O: 'IKLP',
  P: 'OL',
  Q: 'WA',
  R: 'EDFT',
  S: 'AWEDXZ',
  T: 'RFGY',
  U: 'YHJI',
  V: 'CFGB',
  W: 'QASE',
  X: 'ZSDC',
  Y: 'TGHU',
  Z: 'ASX',
};

export type TypoKind = 'insert' | 'delete' | 'substitute' | 'swap';
export const typoKinds: readonly TypoKind[] = ['insert', 'delete', 'substitute', 'swap'];

/** One edit inside a word, never on its first letter (typists rarely miss the first letter, and lists agree). */
export function typo(random: Random, word: string, kind: TypoKind): string {
  if (word.length < 3) return word;
  const at = 1 + Math.floor(random() * (word.length - 1));
  const ch = word.charAt(at);
  const near = keyboard[ch] ?? 'E';
  switch (kind) {
    case 'insert':
      return word.slice(0, at) + pick(random, [...near, ch]) + word.slice(at);
    case 'delete':
      return word.slice(0, at) + word.slice(at + 1);
    case 'substitute':
      return word.slice(0, at) + pick(random, [...near]) + word.slice(at + 1);
    case 'swap': {
      const i = Math.min(at, word.length - 2);
      if (word.charAt(i) === word.charAt(i + 1)) return word.slice(0, i) + word.slice(i + 1);
      return word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
    }
  }
}

/** A typo in one of the name's longer words; the name is returned unchanged when no word is long enough. */
export function typoInName(random: Random, name: string, kind: TypoKind): string {
  const words = name.split(' ');
  const long = words.map((w, i) => (w.length >= 4 ? i : -1)).filter((i) => i >= 0);
  if (long.length === 0) return name;
  const index = pick(random, long);
  return words.map((w, i) => (i === index ? typo(random, w, kind) : w)).join(' ');
}

/** Latin (as written in Western records) back to Cyrillic, digraphs first; final -I/-Y become -Й/-ИЙ. */
const toCyrillicPairs: readonly [string, string][] = [
  ['SHCH', 'Щ'],
  ['ZH', 'Ж'],
  ['KH', 'Х'],
  ['TS', 'Ц'],
  ['CH', 'Ч'],
  ['SH', 'Ш'],
  ['YU', 'Ю'],
  ['YA', 'Я'],
  ['YE', 'Е'],
  ['YO', 'Ё'],
  ['A', 'А'],
  ['B', 'Б'],
  ['V', 'В'],
  ['G', 'Г'],
  ['D', 'Д'],
  ['E', 'Е'],
  ['Z', 'З'],
  ['I', 'И'],
  ['K', 'К'],
  ['L', 'Л'],
  ['M', 'М'],
  ['N', 'Н'],
  ['O', 'О'],
  ['P', 'П'],
  ['R', 'Р'],
  ['S', 'С'],
  ['T', 'Т'],
  ['U', 'У'],
  ['F', 'Ф'],
  ['Y', 'Ы'],
  ['H', 'Г'],
];

function wordToCyrillic(word: string): string {
  let latin = word;
  let ending = '';
  if (/[AEOU]I$/.test(latin) || /[AEOU]Y$/.test(latin)) {
    ending = 'Й';
    latin = latin.slice(0, -1);
  } else if (/[^AEIOU]Y$/.test(latin) || /[^AEIOU]IY$/.test(latin)) {
    ending = 'ИЙ';
    latin = latin.replace(/I?Y$/, '');
  }
  let out = '';
  for (let i = 0; i < latin.length;) {
    const hit = toCyrillicPairs.find(([lat]) => latin.startsWith(lat, i));
    if (hit === undefined) {
      i++;
      continue;
    }
    out += hit[1];
    i += hit[0].length;
  }
  const cyr = out + ending;
  // Names are written capitalized, not in capitals, in Russian documents.
  return cyr.charAt(0) + cyr.slice(1).toLowerCase();
}

export function toCyrillic(name: string): string {
  return name.split(' ').map(wordToCyrillic).join(' ');
}

/** Russian patronymic from a father's given name (IVAN → IVANOVICH / IVANOVNA). */
export function patronymic(father: string, gender: 'm' | 'f'): string {
  // DMITRY → DMITRIEVICH, SERGEI → SERGEEVICH, PAVEL → PAVLOVICH is irregular and left to the hand-written part.
  if (/[AEIOUY]$/.test(father)) {
    const stem = /[^AEIOU][IY]$/.test(father) ? `${father.slice(0, -1)}I` : father.slice(0, -1);
    return gender === 'm' ? `${stem}EVICH` : `${stem}EVNA`;
  }
  return gender === 'm' ? `${father}OVICH` : `${father}OVNA`;
}

/** MARY-ANN, MARYANN, MARY ANN: the three ways records write a compound. */
export function joinVariant(parts: readonly string[], style: 'hyphen' | 'joined' | 'spaced'): string {
  if (style === 'hyphen') return parts.join('-');
  if (style === 'joined') return parts.join('');
  return parts.join(' ');
}

export function initial(word: string, dotted: boolean): string {
  return dotted ? `${word.charAt(0)}.` : word.charAt(0);
}

/** Capitalization and punctuation as they arrive from different systems: upper, title case, or lower. */
export function restyle(random: Random, name: string): string {
  const style = random();
  if (style < 0.6) return name;
  if (style < 0.85)
    return name.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  return name.toLowerCase();
}
