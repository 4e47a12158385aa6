import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { nameKeys, pairKeys, prepareName, surnameCodes, wordKeys } from '@dnp/matching';
import type { PartyKind, WordKeys } from '@dnp/matching';

/** A name a record is listed under, with whom it names so the engine applies the right rules. */
export interface ListedName {
  name: string;
  kind: PartyKind;
}

type NamesOf = { [K in DatasourceApiName]: (record: RecordAttributesByApiName[K]) => ListedName[] };

const person = (name: string): ListedName => ({ name, kind: 'person' });
const entity = (name: string): ListedName => ({ name, kind: 'entity' });
const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** SAM exclusions list individuals, firms, vessels and special entity designations. */
function samExclusionNames(record: RecordAttributesByApiName['samExPub']): ListedName[] {
  return [{ name: record.name, kind: record.classification === 'Individual' ? 'person' : 'entity' }];
}

/** LEIE rows carry either a person's name parts or a business name. */
function leieNames(record: RecordAttributesByApiName['leiePublic']): ListedName[] {
  return [{ name: record.name, kind: present(record.lastName) ? 'person' : 'entity' }];
}

/**
 * Every name and alias under which a record must be found by a name search. CAIVRS has
 * no names: it is searched by TIN only. SAM's cross-reference text is free prose, not a
 * name list, and is left out.
 */
const namesOf: NamesOf = {
  aisObituary: (r) => [person(r.name)],
  aisProbate: (r) => [person(r.name)],
  bop: (r) => [person(r.name)],
  dmf: (r) => [person(r.name)],
  dod: (r) => [person(r.name)],
  dos: (r) => [person(r.name)],
  fod: (r) => [person([r.firstName, r.middleName, r.lastName].filter(present).join(' '))],
  caivrs: () => [],
  dbck: (r) => [
    {
      name: r.name,
      kind:
        r.individualBusinessIndicator === 'I' ? 'person' : r.individualBusinessIndicator === 'B' ? 'entity' : 'unknown',
    },
  ],
  samExPub: samExclusionNames,
  samExRes: samExclusionNames,
  leiePublic: leieNames,
  leiePrivate: leieNames,
  ofac: (r) => {
    const kind: PartyKind = r.type === 'I' ? 'person' : 'entity';
    return [r.name, ...(r.aliases ?? []).map((alias) => alias.name)].map((name) => ({ name, kind }));
  },
  samEnt: (r) => [r.name, r.dba].filter(present).map(entity),
  arl: (r) => [r.name, r.alsoKnownAs].filter(present).map(entity),
  pub78: (r) => [entity(r.name)],
  form990n: (r) => [r.name, ...(r.alsoKnownAs ?? '').split('; ')].filter(present).map(entity),
};

export function listedNames<K extends DatasourceApiName>(
  apiName: K,
  record: RecordAttributesByApiName[K],
): ListedName[] {
  return namesOf[apiName](record).filter((listed) => present(listed.name));
}

/**
 * Preparing a name costs tens of microseconds, and a 10-million-record load prepares more
 * than ten million names. Person names are drawn from a few thousand words, and a person
 * name's keys follow from its words' keys (their own, and the pairs they make) when every word is "context-free": plain
 * letters, and read the same wherever it stands (not an honorific, a generational suffix or
 * post-nominal, nor a particle, which the engine treats by position). So keys are remembered
 * per word; names with any other word, entity names and unknown kinds are prepared whole,
 * with a per-name cache. Both caches are bounded (cleared when full) to keep memory flat.
 */
const CACHE_LIMIT = 200_000;
const nameCache = new Map<string, ListedNameKeys>();
/** A word's keys, or null when its treatment depends on where it stands. */
const wordCache = new Map<string, WordKeys | null>();
const plainWord = /^[A-Z]+$/;

function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/**
 * A word is context-free when, written three times as a person name, it stays three tokens
 * of one role: the engine strips honorifics from the start and suffixes from the end only
 * of names longer than two words, and marks particles only after the first, so the three
 * positions cover every treatment. Its keys are then those of any of the three tokens.
 */
function contextFreeWordKeys(word: string): WordKeys | null {
  const cached = wordCache.get(word);
  if (cached !== undefined) return cached;
  if (!plainWord.test(word)) return remember(wordCache, word, null);
  const prepared = prepareName(`${word} ${word} ${word}`, 'person');
  const [first] = prepared.tokens;
  const stable =
    first !== undefined &&
    prepared.tokens.length === 3 &&
    (first.role === 'word' || first.role === 'initial') &&
    prepared.tokens.every((token) => token.text === word && token.role === first.role);
  return remember(wordCache, word, stable ? wordKeys(first) : null);
}

/** A name's index keys, and the sound codes of its surname (`surnameCodes`) that a bulk run looks it up by. */
export interface ListedNameKeys {
  keys: readonly string[];
  surnameCodes: readonly string[];
}

/** A person name's keys from its words' cached keys: the single keys of each, and the pairs among them. */
function personKeysByWord(name: string): ListedNameKeys | null {
  const keys = new Set<string>();
  const words: WordKeys[] = [];
  for (const word of name.split(' ')) {
    if (word === '') continue;
    const keyed = contextFreeWordKeys(word);
    if (keyed === null) return null;
    for (const key of keyed.keys) keys.add(key);
    words.push(keyed);
  }
  for (const key of pairKeys(words)) keys.add(key);
  // Every word is a token of its own, in order: the last word is the prepared name's last.
  return { keys: [...keys].sort(), surnameCodes: words[words.length - 1]?.pairCodes ?? [] };
}

/** `listedNameKeys` with the name's surname codes, as `surnameCodes(prepareName(name, kind))` gives them. */
export function listedNameKeysAndSurname(listed: ListedName): ListedNameKeys {
  if (listed.kind === 'person') {
    const byWord = personKeysByWord(listed.name);
    if (byWord !== null) return byWord;
  }
  const cacheKey = `${listed.kind}|${listed.name}`;
  const cached = nameCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const prepared = prepareName(listed.name, listed.kind);
  return remember(nameCache, cacheKey, { keys: nameKeys(prepared), surnameCodes: surnameCodes(prepared) });
}

/** The engine's `nameKeys(prepareName(name, kind))`, the same keys in the same order, computed faster. */
export function listedNameKeys(listed: ListedName): readonly string[] {
  return listedNameKeysAndSurname(listed).keys;
}

/** The distinct index keys of all the names of a record (docs/matching.md, "Candidate keys"). */
export function recordNameKeys<K extends DatasourceApiName>(
  apiName: K,
  record: RecordAttributesByApiName[K],
): string[] {
  const keys = new Set<string>();
  for (const listed of listedNames(apiName, record)) {
    for (const key of listedNameKeys(listed)) keys.add(key);
  }
  return [...keys];
}
