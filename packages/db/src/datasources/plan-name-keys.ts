/**
 * Postings (key, record) a name search reads at most, unless every key of the name is more
 * common than that. Reading 10,000 takes about 8 ms on ten million records, twice as many
 * finds 3% more typo variants at twice the time (docs/benchmarks.md); the keys of JOHN alone
 * hold a hundred thousand in a national death file.
 */
export const DEFAULT_POSTINGS_BUDGET = 10_000;

/**
 * Candidates a name search reads and scores, best-ranked first. Each costs a record read and a
 * comparison (about 60 us); at ten million records the first 100 hold the sought record for 78%
 * of planted queries, 200 for 83%, 400 for 91% (docs/benchmarks.md): a common name has hundreds
 * of holders that share the same keys.
 */
export const NAME_CANDIDATES = 400;

export interface NameKeyPlan {
  /** Hashes of the keys to read. */
  keys: number[];
  /** No key fitted the budget: only the rarest is read, and only its first postings. */
  capped: boolean;
}

/**
 * Which of a searched name's keys to read. Keys no record holds are dropped; the others are
 * taken rarest first while their postings fit the budget, so a name with one rare word
 * (KAMINSKI) is searched by that word's keys and the pair keys (ROBERT+KAMINSKI), not by
 * ROBERT. A name of common words only is searched by its pair keys, which are rarer.
 */
export function planNameKeys(
  hashes: readonly number[],
  recordsByKey: ReadonlyMap<number, number>,
  budget = DEFAULT_POSTINGS_BUDGET,
): NameKeyPlan {
  const held = [...new Set(hashes)]
    .map((key) => ({ key, records: recordsByKey.get(key) ?? 0 }))
    .filter((entry) => entry.records > 0)
    .sort((a, b) => a.records - b.records || a.key - b.key);
  const keys: number[] = [];
  let postings = 0;
  for (const entry of held) {
    if (postings + entry.records > budget) break;
    keys.push(entry.key);
    postings += entry.records;
  }
  const [rarest] = held;
  if (keys.length === 0 && rarest !== undefined) return { keys: [rarest.key], capped: true };
  return { keys, capped: false };
}
