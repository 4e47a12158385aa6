import anyAscii from 'any-ascii';

/** Hangul syllables. */
export const HANGUL = /[\uac00-\ud7af]/u;

/**
 * Korean surnames as passports and payment files spell them, keyed by their Revised Romanization (what any-ascii
 * writes). Revised Romanization of a surname (GIM, I, BAK, CHOE) is almost never used for people, so reading 김 as
 * GIM would miss KIM in every record. any-ascii writes a final ㄱ as G (박 → BAG), hence both spellings.
 */
const surnameSpelling: ReadonlyMap<string, string> = new Map(
  `GIM:KIM I:LEE RI:LEE BAK:PARK BAG:PARK CHOE:CHOI JEONG:JUNG GANG:KANG JO:CHO YUN:YOON IM:LIM SIN:SHIN GWON:KWON
  AN:AHN YU:YOO MUN:MOON GU:KOO GO:KO NO:ROH GWAK:KWAK GWAG:KWAK SEONG:SUNG JU:JOO U:WOO EOM:UM HEO:HUH SIM:SHIM
  BYEON:BYUN HYEON:HYUN GIL:KIL GONG:KONG CHEON:CHUN JEON:JUN O:OH SEOG:SEOK TAG:TAK YUG:YUK OG:OK`
    .trim()
    .split(/\s+/)
    .map((entry) => entry.split(':') as [string, string]),
);

/**
 * 김정은 → "KIM JEONGEUN": the first syllable is the surname (spelled the usual way), the rest is one given name,
 * as Korean names are written in Latin in most records.
 */
export function romanizeHangul(word: string): string {
  const syllables = [...word].map((ch) => anyAscii(ch).toUpperCase()).filter((s) => s.length > 0);
  const [surname = '', ...given] = syllables;
  const family = surnameSpelling.get(surname) ?? surname;
  return given.length > 0 ? `${family} ${given.join('')}` : family;
}
