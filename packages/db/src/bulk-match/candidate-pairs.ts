import type { DatasourceApiName } from '@dnp/contracts';
import type { LoadSession } from '../datasources/load-session.js';
import { copyRow } from '../datasources/copy-text.js';
import { nameKeyHashes, nameKeyPartition } from '../datasources/name-key-hash.js';
import { planNameKeys } from '../datasources/plan-name-keys.js';
import { birthDateColumn } from '../datasources/source-tables.js';
import type { AgencyParty } from './batch-level.js';
import { CallingThreadTurns } from './calling-thread-turns.js';
import { partyColumns, partyOf, type PartyRow } from './party-rows.js';
import type { PreparedParties } from './score-pairs.js';

export interface CandidatePair {
  party: AgencyParty;
  recordId: number;
}

/** The parties of one step's range that this source matches by name (those without a TIN where it holds TINs). */
export async function partiesByName(
  session: LoadSession,
  fileId: number,
  range: { from: number; to: number },
  withoutTinOnly: boolean,
): Promise<AgencyParty[]> {
  const rows = await session.query<PartyRow>(
    `select ${partyColumns} from agency_parties p
      where p.file_id = $1 and p.party_id between $2 and $3 ${withoutTinOnly ? 'and p.tin is null' : ''}
      order by p.party_id`,
    [fileId, range.from, range.to],
  );
  return rows.map(partyOf);
}

export interface NameBudget {
  /** Postings (key, record) one party's keys may read: a common name reads its rarest keys only. */
  postingsPerParty: number;
  /** Candidates per party read and scored, the best-ranked first. */
  candidatesPerParty: number;
  /**
   * Whether a name with pair keys (a person's name of two words or more) is looked up by its pair
   * keys only. A person scores as POSSIBLE only when both the given name and the surname agree, which
   * is what a pair key holds; a single word's keys (JOHN, SMITH) bring mostly holders of the other
   * half of the name, each read and scored for nothing (docs/matching.md, "Batch match levels").
   */
  pairKeysOnly: boolean;
  /**
   * Whether a name with sound pair keys (`q:`, both words' sound codes) is looked up by those alone, without its
   * `i:` keys (one word's sound code and the other's first letter). Only a namesake whose given name and surname
   * both sound alike is then read; a party none of whose sound pairs a source holds reads nothing there.
   */
  soundPairsOnly: boolean;
  /**
   * Whether a person's name is looked up by only those of its sound pairs that hold its last word (the surname
   * in the order an agency file writes it), when it has any. A pair of the given and middle names meets every
   * namesake of those two with another surname, most of whom score under the threshold or as a screener would
   * dismiss them (WILLIAM RONALD BELANEAU ~ WILLIAM RONALD ZIMKE). A record keeps every pair, so a record written
   * surname first is still met (decision 121; docs/benchmarks.md, "Batch match").
   */
  surnamePairsOnly: boolean;
  /**
   * Whether, among candidates sharing the same keys (namesakes), those born on the party's date of birth,
   * then in its year, come first, where the party has one and the source lists birth dates. Without it a
   * common name's party reads the namesakes of the lowest record ids, its own record among them only by chance.
   */
  bornFirst: boolean;
}

/** The budget of a run that names none: 2,000 postings and 20 candidates a party (docs/benchmarks.md, "Batch match"). */
export const defaultNameBudget: NameBudget = {
  postingsPerParty: 2_000,
  candidatesPerParty: 20,
  pairKeysOnly: true,
  soundPairsOnly: true,
  surnamePairsOnly: true,
  bornFirst: true,
};

const isPairKey = (key: string): boolean => key.startsWith('q:') || key.startsWith('i:');

/** A name's keys as a bulk run looks it up: its pair keys when it has any, else every key (decision 71). */
export function pairKeysOrAll(keys: readonly string[]): readonly string[] {
  const pairs = keys.filter(isPairKey);
  return pairs.length > 0 ? pairs : keys;
}

/**
 * The keys a party is looked up by in bulk: with the budget's `pairKeysOnly` its pair keys when it has any, with
 * `soundPairsOnly` of those its sound pairs when it has any, and with `surnamePairsOnly` of those the ones holding
 * one of `surname`'s codes (the sound codes of its name's last word, `surnameCodes`) when it has any. Continuous
 * monitoring keys enrolled parties by the default budget's choice, so a changed record meets a party where a batch
 * run would.
 */
export function bulkKeys(
  keys: readonly string[],
  surname: readonly string[],
  budget: NameBudget = defaultNameBudget,
): readonly string[] {
  if (!budget.pairKeysOnly) return keys;
  const pairs = pairKeysOrAll(keys);
  const soundPairs = budget.soundPairsOnly ? pairs.filter((key) => key.startsWith('q:')) : [];
  if (soundPairs.length === 0) return pairs;
  if (!budget.surnamePairsOnly) return soundPairs;
  const codes = new Set(surname);
  const held = soundPairs.filter((key) =>
    key
      .slice(2)
      .split('|')
      .some((code) => codes.has(code)),
  );
  return held.length > 0 ? held : soundPairs;
}

/**
 * Candidates for many parties at once, by the same name index and ranking as a search
 * (findCandidatesByNameKeys): the parties' keys are copied into a temporary table and joined with
 * the source's partition in one statement, each party's candidates ranked by the rarity of the
 * keys they share and cut at `candidatesPerParty`. A party none of whose keys fits the budget
 * reads the first postings of its rarest key, as a capped search does.
 *
 * Each party is ranked on its own (a lateral join): its postings are summed in a small in-memory
 * hash and cut by a top-N sort, where ranking every party's postings in one window sorted millions
 * of rows through disk at ten million records. A party planned with a single key reads only that
 * key's first postings: every holder of one key ranks the same, so the first ids are the candidates
 * the ranking would keep, without reading the rest (docs/benchmarks.md, "Batch match"). Parties
 * looked up by the same keys are one lookup: namesakes of a common name are ranked once.
 *
 * With `bornFirst`, a party with a date of birth on a source that lists them has its ties broken by
 * it: among records of the same shared weight (a single key's postings, at most the budget of them),
 * those born that day, then that year, come before the lower ids. The dates are read from the postings
 * themselves (migration 0017): reading each tied record's row took most of a step's database time at
 * ten million records. Such a party is its own lookup with its namesakes of the same date of birth only.
 */
export async function nameKeyPairs(
  session: LoadSession,
  apiName: DatasourceApiName,
  parties: readonly AgencyParty[],
  prepared: PreparedParties,
  budget: NameBudget,
): Promise<CandidatePair[]> {
  const births = budget.bornFirst && birthDateColumn(apiName) !== undefined;
  // Parties looked up by the same keys (namesakes of the same kind, and of the same date of birth where
  // it breaks ties) rank the same records: each such lookup is planned and run once, and its candidates go
  // to every party that has it.
  const lookups = new Map<string, { hashes: number[]; birthDate: string | null; parties: AgencyParty[] }>();
  // Preparing a step's parties takes a second or two of the thread: in turns, so requests are answered meanwhile.
  const turns = new CallingThreadTurns();
  for (const party of parties) {
    await turns.pause();
    const { keys, surname } = prepared.lookupKeysOf(party, apiName);
    const hashes = [...new Set(nameKeyHashes(bulkKeys(keys, surname, budget)))].sort((a, b) => a - b);
    if (hashes.length === 0) continue;
    const birthDate = births ? party.birthDate : null;
    const id = `${hashes.join(',')} ${birthDate ?? ''}`;
    const found = lookups.get(id);
    if (found === undefined) lookups.set(id, { hashes, birthDate, parties: [party] });
    else found.parties.push(party);
  }
  const allHashes = [...new Set([...lookups.values()].flatMap((lookup) => lookup.hashes))];
  if (allHashes.length === 0) return [];

  const counts = await session.query<{ key: number; records: number }>(
    `select key, records from datasource_name_key_counts where api_name = $1 and key = any($2::int[])`,
    [apiName, allHashes],
  );
  const recordsByKey = new Map(counts.map((row) => [row.key, row.records]));
  const [source] = await session.query<{ records: number }>(
    `select record_count as records from datasource_loads where api_name = $1 order by id desc limit 1`,
    [apiName],
  );
  const sourceRecords = Math.max(1, source?.records ?? 1);

  const partiesOfLookup: AgencyParty[][] = [];
  let plan = '';
  for (const { hashes, birthDate, parties: sharing } of lookups.values()) {
    const planned = planNameKeys(hashes, recordsByKey, budget.postingsPerParty);
    if (planned.keys.length === 0) continue;
    const lookupId = partiesOfLookup.push(sharing) - 1;
    const firstPostings = planned.capped || planned.keys.length === 1;
    for (const key of planned.keys) {
      // In millionths, summed as integers: records sharing the same keys then tie exactly, whatever order
      // the sum took, and go to the lower id (floating-point sums broke such ties by the order of addition).
      const weight = Math.round(Math.log((sourceRecords + 1) / (recordsByKey.get(key) ?? 1)) * 1_000_000);
      plan += copyRow([lookupId, key, weight, firstPostings, birthDate]);
    }
  }
  if (plan === '') return [];
  await session.query(
    `create temporary table bulk_match_plan (lookup_id bigint, key int, weight int8, first_postings boolean, birth_date date)
     on commit drop`,
  );
  await session.copyText('bulk_match_plan', ['lookup_id', 'key', 'weight', 'first_postings', 'birth_date'], plan);

  const rows = await session.query<{ lookup_id: number | string; record_id: number | string }>(
    candidatesSql(nameKeyPartition(apiName), births),
    births ? [budget.candidatesPerParty, budget.postingsPerParty] : [budget.candidatesPerParty],
  );
  await session.query(`drop table bulk_match_plan`);
  return rows.flatMap((row) =>
    (partiesOfLookup[Number(row.lookup_id)] ?? []).map((party) => ({ party, recordId: Number(row.record_id) })),
  );
}

/**
 * The statement ranking each lookup of `bulk_match_plan`: $1 candidates a lookup, and with `births` $2
 * postings of a single key read with their dates of birth. A lookup without a date of birth is ranked by
 * shared weight, ties to the lower id; one with a date of birth has its ties of shared weight broken by the
 * postings' dates of birth (migration 0017), those born that day and then that year first.
 */
function candidatesSql(partition: string, births: boolean): string {
  const sharedWeight = `from unnest(q.keys, q.weights) as u(key, weight) join ${partition} k on k.key = u.key
          group by k.record_id`;
  const lookups = (withBirth: boolean) =>
    `(select lookup_id, ${withBirth ? 'birth_date' : 'null::date as birth_date'}, array_agg(key) as keys,
             array_agg(weight) as weights
        from bulk_match_plan where not first_postings and birth_date is ${withBirth ? 'not null' : 'null'}
       group by lookup_id${withBirth ? ', birth_date' : ''}) q`;
  const ranked = `select q.lookup_id, c.record_id
       from ${lookups(false)}
       cross join lateral (
         select k.record_id ${sharedWeight} order by sum(u.weight) desc, k.record_id limit $1) c
     union all
     select q.lookup_id, k.record_id
       from bulk_match_plan q
       cross join lateral (select record_id from ${partition} p where p.key = q.key order by record_id limit $1) k
      where q.first_postings and q.birth_date is null`;
  if (!births) return ranked;
  // A record's postings all carry its date of birth, so min() over one record's postings is that date.
  const born = (birthDate: string) =>
    `(${birthDate} = q.birth_date) is not true,
     (date_part('year', ${birthDate}) = date_part('year', q.birth_date)) is not true`;
  return `${ranked}
     union all
     select q.lookup_id, c.record_id
       from ${lookups(true)}
       cross join lateral (
         select k.record_id ${sharedWeight}
          order by sum(u.weight) desc, ${born('min(k.birth_date)')}, k.record_id limit $1) c
     union all
     select q.lookup_id, k.record_id
       from bulk_match_plan q
       cross join lateral (
         select p.record_id
           from (select record_id, birth_date from ${partition} p where p.key = q.key order by record_id limit $2) p
          order by ${born('p.birth_date')}, p.record_id limit $1) k
      where q.first_postings and q.birth_date is not null`;
}
