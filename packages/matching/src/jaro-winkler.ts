// Reused across calls: names are short, so one small buffer pair avoids an allocation per comparison.
let matchedA = new Uint8Array(64);
let matchedB = new Uint8Array(64);

/** Jaro similarity (Jaro 1989): shared characters within a window, penalized by transpositions. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  if (la > matchedA.length || lb > matchedB.length) {
    matchedA = new Uint8Array(Math.max(la, lb) * 2);
    matchedB = new Uint8Array(Math.max(la, lb) * 2);
  }
  matchedA.fill(0, 0, la);
  matchedB.fill(0, 0, lb);
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const lo = Math.max(0, i - window);
    const hi = Math.min(lb - 1, i + window);
    const ch = a.charCodeAt(i);
    for (let j = lo; j <= hi; j++) {
      if (matchedB[j] === 0 && b.charCodeAt(j) === ch) {
        matchedA[i] = 1;
        matchedB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (matchedA[i] === 0) continue;
    while (matchedB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const m = matches;
  return (m / la + m / lb + (m - transpositions / 2) / m) / 3;
}

/**
 * Jaro-Winkler (Winkler 1990): Jaro plus a bonus of 0.1 per agreeing leading character, up to four, because
 * typing errors are rarer at the start of a name.
 */
export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  let prefix = 0;
  const limit = Math.min(4, a.length, b.length);
  while (prefix < limit && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return j + prefix * 0.1 * (1 - j);
}
