import anyAscii from 'any-ascii';
import { HANGUL, romanizeHangul } from './romanize-hangul.js';

/** Han ideographs: Chinese names are romanized surname first, given-name syllables joined (pinyin convention). */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/u;
/**
 * Arabic and Hebrew are written without short vowels, so their romanization is a consonant skeleton. Indic scripts
 * (Devanagari, Bengali, Gurmukhi, Gujarati) leave the inherent vowel unwritten, and any-ascii drops it (शर्मा →
 * SRMA for SHARMA): they are compared by skeleton too.
 */
const ABJAD = /[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufeff]/u;
const INDIC = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}]/u;

export interface FoldedText {
  text: string;
  /** The source was Arabic, Hebrew or an Indic script: compare by consonant skeleton. */
  abjad: boolean;
}

/**
 * Transliterates any script to upper-case ASCII words. Apostrophes join (O'BRIEN → OBRIEN), other punctuation
 * separates, & becomes AND, and the one comma that separates "LAST, FIRST" is kept as a lone token for the parser.
 */
export function foldToAscii(raw: string): FoldedText {
  const abjad = ABJAD.test(raw) || INDIC.test(raw);
  let text = HAN.test(raw)
    ? romanizeHan(raw)
    : HANGUL.test(raw)
      ? romanizeWords(raw, HANGUL, romanizeHangul)
      : anyAscii(raw);
  text = text
    .toUpperCase()
    .replace(/['`’‘ʼ]/g, '')
    .replace(/&/g, ' AND ')
    .replace(/,/g, ' , ')
    .replace(/[^A-Z0-9, ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, abjad };
}

/** Romanizes each word written in the script with its own rule, and the rest with any-ascii. */
function romanizeWords(raw: string, script: RegExp, romanize: (word: string) => string): string {
  return raw
    .split(/\s+/)
    .map((word) => (script.test(word) ? romanize(word) : anyAscii(word)))
    .join(' ');
}

/** 毛泽东 → "MAO ZEDONG": the first syllable is the surname, the others form one given name. */
function romanizeHan(raw: string): string {
  return raw
    .split(/\s+/)
    .map((word) => {
      if (!HAN.test(word)) return anyAscii(word);
      const syllables = [...word].map((ch) => anyAscii(ch)).filter((s) => s.length > 0);
      const [surname, ...given] = syllables;
      return given.length > 0 ? `${surname ?? ''} ${given.join('')}` : (surname ?? '');
    })
    .join(' ');
}

/** Digits only; a TIN of all zeros or the wrong length carries no evidence. */
export function normalizeTin(tin: string | undefined): string | null {
  if (tin === undefined) return null;
  const digits = tin.replace(/\D/g, '');
  if (digits.length !== 9 || /^0+$/.test(digits)) return null;
  return digits;
}
