/**
 * Masculine and feminine forms of one given name (PAUL / PAULA, MARIO / MARIA, ALEXANDER / ALEXANDRA, JOSEPH /
 * JOSEPHINE) are two people, often siblings, yet spell alike enough for Jaro-Winkler to rate them 0.95 or more.
 * Endings that also mark a mere respelling (ANN / ANNE, CAROL / CAROLE, YASMIN / YASMINE) are left out, and so are
 * Slavic surnames (IVANOV / IVANOVA), where the feminine form names the same family: only given names are checked.
 */
const FEMININE_ADDED = ['A', 'INE', 'LE', 'ELLE', 'ETTE', 'INA'] as const;

function addsFeminineEnding(short: string, long: string): boolean {
  // A doubled last letter (DONN / DONNA) is a clipped name, not a masculine one.
  if (short.length < 3 || !long.startsWith(short) || /[OE]V$/.test(short) || /(.)\1$/.test(short)) return false;
  const ending = long.slice(short.length);
  return FEMININE_ADDED.some((added) => added === ending);
}

/** MARIO / MARIA, ANTONIO / ANTONIA: Romance names swap the final O for A. */
function swapsFinalVowel(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 4 || a.slice(0, -1) !== b.slice(0, -1)) return false;
  const ends = a.slice(-1) + b.slice(-1);
  return ends === 'OA' || ends === 'AO';
}

/** ALEXANDER / ALEXANDRA, PETER / PETRA. */
function swapsErForRa(a: string, b: string): boolean {
  const [er, ra] = a.endsWith('ER') ? [a, b] : [b, a];
  return er.endsWith('ER') && ra.endsWith('RA') && er.length === ra.length && er.slice(0, -2) === ra.slice(0, -2);
}

export function areGenderedForms(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return addsFeminineEnding(short, long) || swapsFinalVowel(a, b) || swapsErForRa(a, b);
}
