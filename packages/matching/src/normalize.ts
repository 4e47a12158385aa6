import anyAscii from 'any-ascii';

/** Han ideographs: Chinese names are romanized surname first, given-name syllables joined (pinyin convention). */
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/u;
/** Arabic and Hebrew are written without short vowels, so their romanization is a consonant skeleton. */
const ABJAD = /[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\ufb1d-\ufdff\ufe70-\ufeff]/u;

export interface FoldedText {
  text: string;
  /** The source was Arabic or Hebrew script: compare by consonant skeleton. */
  abjad: boolean;
}

/**
 * Transliterates any script to upper-case ASCII words. Apostrophes join (O'BRIEN → OBRIEN), other punctuation
 * separates, & becomes AND, and the one comma that separates "LAST, FIRST" is kept as a lone token for the parser.
 */
export function foldToAscii(raw: string): FoldedText {
  const abjad = ABJAD.test(raw);
  let text = HAN.test(raw) ? romanizeHan(raw) : anyAscii(raw);
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
