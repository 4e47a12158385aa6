/**
 * Name keys are stored as 32-bit FNV-1a hashes of their text: an integer index is a third of
 * the size of a text one and sorts without a collation, which at ten million records is the
 * difference between a load of minutes and one of an hour. Two keys sharing a hash only widen
 * a search's candidates (every candidate is scored by the engine), never narrow them.
 */
export function nameKeyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // PostgreSQL's integer is signed.
  return hash | 0;
}

/** The distinct hashes of a record's keys: a record is listed once per hash. */
export function nameKeyHashes(keys: Iterable<string>): number[] {
  return [...new Set(Array.from(keys, nameKeyHash))];
}

/** The partition of `datasource_name_keys` holding one source's keys (migration 0004). */
export function nameKeyPartition(apiName: string): string {
  return `datasource_name_keys_${apiName.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
}
