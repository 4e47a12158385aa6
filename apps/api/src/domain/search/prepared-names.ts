import { prepareName, type PartyName, type PreparedName } from '@dnp/matching';

/** Names kept prepared: a few tens of MB; a national death file's common names stay in. */
const LIMIT = 20_000;
const cache = new Map<string, PreparedName>();

/**
 * `prepareName` remembered across searches. Preparing a name (transliteration, phonetic codes,
 * nicknames) costs as much as comparing it, and a search scores up to 400 candidates, many of
 * them the same common names as the last search's. Prepared names are never modified by the
 * engine, so one object may serve every search. Cleared when full: simple, and bounded.
 */
export function preparedName(name: PartyName): PreparedName {
  const key = [name.kind, name.full ?? '', name.first ?? '', name.middle ?? '', name.last ?? ''].join('\u0001');
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  if (cache.size >= LIMIT) cache.clear();
  const prepared = prepareName(name);
  cache.set(key, prepared);
  return prepared;
}
