/**
 * Rebuilds data/labelled-pairs.jsonl from the seeds in seed-names.ts, real organization names of IRS Publication 78
 * and real aliases of the OFAC SDN list (/work/shared/data, or the folder given as first argument).
 * Run: npx tsx bench/matching/build-labelled-set.ts [dataDir]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pick, seededRandom } from './labelled-pair.js';
import type { LabelledPair } from './labelled-pair.js';
import {
  brandWords,
  businessWords,
  givenNames,
  latinVariantPairs,
  legalFormPairs,
  middleNames,
  nicknamePairs,
  scriptPairs,
  surnames,
  usLegalForms,
} from './seed-names.js';

const dataDir = process.argv[2] ?? '/work/shared/data';
const random = seededRandom(20240611);
const pairs: LabelledPair[] = [];

function add(name1: string, name2: string, type: 'person' | 'entity', label: 0 | 1, category: string): void {
  // A quarter of the lines leave the type out: the engine must infer it, as the score-pairs CLI allows.
  const withType = random() >= 0.25;
  pairs.push({ name1, name2, ...(withType ? { type } : {}), label, category });
}

function person(): { first: string; middle: string; last: string } {
  return { first: pick(random, givenNames), middle: pick(random, middleNames), last: pick(random, surnames) };
}

const keyboardNeighbours: Record<string, string> = {
  A: 'SQ',
  B: 'VN',
  C: 'XV',
  D: 'SF',
  E: 'WR',
  F: 'DG',
  G: 'FH',
  H: 'GJ',
  I: 'UO',
  J: 'HK',
  K: 'JL',
  L: 'K',
  M: 'N',
  N: 'BM',
  O: 'IP',
  P: 'O',
  Q: 'W',
  R: 'ET',
  S: 'AD',
  T: 'RY',
  U: 'YI',
  V: 'CB',
  W: 'QE',
  X: 'ZC',
  Y: 'TU',
  Z: 'X',
};

/** One typing error in a word of four letters or more: a neighbouring key, a dropped or a doubled letter. */
function typo(word: string): string {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(random() * (word.length - 1));
  const ch = word.charAt(at);
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + pick(random, [...(keyboardNeighbours[ch] ?? 'E')]) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + ch + word.slice(at);
}

function transpose(word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
}

function persons(): void {
  for (let i = 0; i < 60; i++) {
    const p = person();
    const typoFirst = random() < 0.4;
    add(
      `${p.first} ${p.last}`,
      typoFirst ? `${typo(p.first)} ${p.last}` : `${p.first} ${typo(p.last)}`,
      'person',
      1,
      'typo',
    );
  }
  for (let i = 0; i < 40; i++) {
    const p = person();
    add(
      `${p.first} ${p.middle} ${p.last}`,
      `${p.first} ${p.middle} ${transpose(p.last)}`,
      'person',
      1,
      'transposition',
    );
  }
  for (let i = 0; i < 40; i++) {
    const p = person();
    add(`${p.first} ${p.middle} ${p.last}`, `${p.first} ${p.last}`, 'person', 1, 'dropped-middle');
  }
  for (let i = 0; i < 40; i++) {
    const p = person();
    const other = random() < 0.5 ? `${p.last}, ${p.first} ${p.middle}` : `${p.last} ${p.first}`;
    add(`${p.first} ${p.middle} ${p.last}`, other, 'person', 1, 'reordered');
  }
  for (let i = 0; i < 40; i++) {
    const p = person();
    const other = random() < 0.5 ? `${p.first.charAt(0)}. ${p.last}` : `${p.first} ${p.middle.charAt(0)}. ${p.last}`;
    add(`${p.first} ${p.middle} ${p.last}`, other, 'person', 1, 'initials');
  }
  for (const [formal, nick] of nicknamePairs) {
    const last = pick(random, surnames);
    add(`${formal} ${last}`, random() < 0.5 ? `${nick} ${last}` : `${last}, ${nick}`, 'person', 1, 'nickname');
  }
  for (let i = 0; i < 60; i++) {
    const p = person();
    let other = pick(random, givenNames);
    while (other === p.first) other = pick(random, givenNames);
    add(`${p.first} ${p.last}`, `${other} ${p.last}`, 'person', 0, 'hard-negative-shared-surname');
  }
  for (let i = 0; i < 50; i++) {
    const p = person();
    let other = pick(random, surnames);
    while (other === p.last) other = pick(random, surnames);
    add(`${p.first} ${p.middle} ${p.last}`, `${p.first} ${other}`, 'person', 0, 'hard-negative-shared-given-name');
  }
  for (let i = 0; i < 40; i++) {
    const a = person();
    const b = person();
    if (a.last !== b.last && a.first !== b.first)
      add(`${a.first} ${a.last}`, `${b.first} ${b.last}`, 'person', 0, 'random-negative');
  }
}

function transliterations(): void {
  scriptPairs.forEach(([script, native, latin], i) => {
    add(native, latin, 'person', 1, `transliteration-${script}`);
    // The next name in the same script, spelled in Latin: a different person written in a different script.
    const next = scriptPairs.slice(i + 1).find(([s]) => s === script) ?? scriptPairs.find(([s]) => s === script);
    if (next !== undefined && next[2] !== latin) add(native, next[2], 'person', 0, 'transliteration-negative');
  });
  for (const [a, b] of latinVariantPairs) add(a, b, 'person', 1, 'latin-spelling-variant');
}

function entities(): void {
  const pub78 = readFileSync(join(dataDir, 'irs-pub78', 'pub78-sample.txt'), 'utf8')
    .split('\n')
    .map((line) => line.split('|')[1]?.trim() ?? '')
    .filter((name) => name.split(' ').length >= 2);
  const upper = (s: string): string => s.toUpperCase();
  const variants: Array<(s: string) => string> = [
    (s) =>
      upper(s)
        .replace(/\bINC\.?$/, 'INCORPORATED')
        .replace(/\bCORP\.?$/, 'CORPORATION'),
    (s) => upper(s).replace(/,? (INC|INCORPORATED|CORP|CORPORATION|LTD|LLC)\.?$/, ''),
    (s) =>
      upper(s)
        .replace(/[.,]/g, '')
        .replace(/\bSAINT\b/, 'ST')
        .replace(/\bINTERNATIONAL\b/, 'INTL'),
    (s) => `THE ${upper(s).replace(/^THE /, '')}`,
    (s) => s.toLowerCase().replace(/ of /, ' OF '),
  ];
  for (let i = 0; i < 50; i++) {
    const name = pick(random, pub78);
    add(name, pick(random, variants)(name), 'entity', 1, 'legal-form-and-punctuation');
  }
  for (let i = 0; i < 30; i++) {
    const name = pick(random, pub78).toUpperCase();
    const words = name.split(' ');
    const at = words.findIndex((w) => w.length >= 5);
    if (at < 0) continue;
    words[at] = typo(words[at] ?? '');
    add(name, words.join(' '), 'entity', 1, 'entity-typo');
  }
  for (const [a, b] of legalFormPairs) add(a, b, 'entity', 1, 'international-legal-form');
  for (let i = 0; i < 45; i++) {
    const brand = pick(random, brandWords);
    const [w1, w2] = [pick(random, businessWords), pick(random, businessWords)];
    if (w1 === w2) continue;
    add(
      `${brand} ${w1} ${pick(random, usLegalForms)}`,
      `${brand} ${w2} ${pick(random, usLegalForms)}`,
      'entity',
      0,
      'hard-negative-similar-company',
    );
  }
  for (let i = 0; i < 30; i++) {
    const word = pick(random, businessWords);
    const [b1, b2] = [pick(random, brandWords), pick(random, brandWords)];
    if (b1 === b2) continue;
    add(`${b1} ${word} LLC`, `${b2} ${word} LLC`, 'entity', 0, 'hard-negative-shared-business-word');
  }
  // Real organizations that share most of their words: "FIRST BAPTIST CHURCH OF X" is not "... OF Y".
  const byFirstTwo = new Map<string, string[]>();
  for (const name of pub78) {
    const key = name.toUpperCase().split(' ').slice(0, 2).join(' ');
    byFirstTwo.set(key, [...(byFirstTwo.get(key) ?? []), name]);
  }
  let realNegatives = 0;
  for (const names of byFirstTwo.values()) {
    const [a, b] = names;
    if (a !== undefined && b !== undefined && a.toUpperCase() !== b.toUpperCase() && realNegatives++ < 40) {
      add(a, b, 'entity', 0, 'hard-negative-real-organizations');
    }
  }
}

function parseCsvLine(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|([^,]+)/g)].map((m) => (m[1] ?? m[2] ?? '').trim());
}

function ofacAliases(): void {
  const sdn = new Map<string, { name: string; individual: boolean }>();
  for (const line of readFileSync(join(dataDir, 'ofac', 'sdn.csv'), 'latin1').split('\n')) {
    const [id, name, type] = parseCsvLine(line);
    if (id && name) sdn.set(id, { name, individual: type === 'individual' });
  }
  const aliases = readFileSync(join(dataDir, 'ofac', 'alt.csv'), 'latin1')
    .split('\n')
    .map(parseCsvLine)
    .filter(([id, , type, alias]) => id && alias && type === 'aka' && sdn.has(id));
  let persons = 0;
  let orgs = 0;
  for (let i = 0; i < 4000 && (persons < 40 || orgs < 30); i++) {
    const [id = '', , , alias = ''] = pick(random, aliases);
    const entry = sdn.get(id);
    if (entry === undefined) continue;
    if (entry.individual && persons < 40) {
      persons++;
      add(entry.name, alias, 'person', 1, 'ofac-alias-person');
    } else if (!entry.individual && orgs < 30) {
      orgs++;
      add(entry.name, alias, 'entity', 1, 'ofac-alias-entity');
    }
  }
  // Sanctioned individuals who share a surname with another listed individual: different people.
  const bySurname = new Map<string, string[]>();
  for (const { name, individual } of sdn.values()) {
    if (!individual) continue;
    const surname = name.split(',')[0] ?? '';
    bySurname.set(surname, [...(bySurname.get(surname) ?? []), name]);
  }
  let negatives = 0;
  for (const names of bySurname.values()) {
    if (
      names.length >= 2 &&
      names[0] !== undefined &&
      names[1] !== undefined &&
      names[0] !== names[1] &&
      negatives++ < 40
    ) {
      add(names[0], names[1], 'person', 0, 'hard-negative-ofac-shared-surname');
    }
  }
}

persons();
transliterations();
entities();
ofacAliases();
const out = join(dirname(fileURLToPath(import.meta.url)), 'data', 'labelled-pairs.jsonl');
writeFileSync(out, pairs.map((pair) => JSON.stringify(pair)).join('\n') + '\n');
console.log(`${pairs.length} pairs written to ${out}`);
