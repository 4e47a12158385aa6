import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { nameKeys, prepareName } from '@dnp/matching';
import type { PartyKind } from '@dnp/matching';

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
 * Preparing a name costs tens of microseconds; the same full names recur (common given
 * names and surnames, OFAC aliases), so keys are remembered per name. Bounded: cleared
 * when full, which keeps a 10-million-record load at a flat memory.
 */
const keyCache = new Map<string, readonly string[]>();
const KEY_CACHE_LIMIT = 200_000;

function keysOf(listed: ListedName): readonly string[] {
  const cacheKey = `${listed.kind}|${listed.name}`;
  let keys = keyCache.get(cacheKey);
  if (keys === undefined) {
    if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear();
    keys = nameKeys(prepareName(listed.name, listed.kind));
    keyCache.set(cacheKey, keys);
  }
  return keys;
}

/** The distinct index keys of all the names of a record (docs/matching.md, "Candidate keys"). */
export function recordNameKeys<K extends DatasourceApiName>(
  apiName: K,
  record: RecordAttributesByApiName[K],
): string[] {
  const keys = new Set<string>();
  for (const listed of listedNames(apiName, record)) {
    for (const key of keysOf(listed)) keys.add(key);
  }
  return [...keys];
}
