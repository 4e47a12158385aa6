import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import type { PartyKind } from '@dnp/matching';
import type { AgencyParty } from '../bulk-match/batch-level.js';
import type { LoadSession } from '../datasources/load-session.js';
import { nameKeyPartition } from '../datasources/name-key-hash.js';
import { sourceTables } from '../datasources/source-tables.js';
import { bestPartiesPerRecord, plannedParties, type GroupParty, type NameGroupRow } from './delta-name-ranking.js';

/** A candidate pair of the reverse direction: a changed record and a party of an enrolled file. */
export interface DeltaPair {
  fileId: number;
  party: AgencyParty;
  recordId: number;
}

/** The temporary table holding one step's record ids (created by the step). */
export const DELTA_RECORDS = 'con_mon_delta_records';

/** The temporary table of a step's postings that parties may share (planDeltaNameKeys). */
const DELTA_POSTINGS = 'con_mon_delta_postings';

const partyColumns = `p.file_id::int8 as "fileId", p.party_id::int8 as "partyId", p.full_name as "fullName",
  p.party_type as "partyType", p.tin, to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate",
  p.address_line1 as "addressLine1", p.city_name as "cityName", p.state_code as "stateCode",
  p.postal_code as "postalCode"`;

type PairRow = Omit<AgencyParty, 'partyId'> & {
  fileId: number | string;
  partyId: number | string;
  recordId: number | string;
};

type PartyRow = Omit<PairRow, 'recordId'>;

const partyOf = ({ fileId: _file, ...party }: PartyRow): AgencyParty => ({ ...party, partyId: Number(party.partyId) });

const pairOf = ({ recordId, ...row }: PairRow): DeltaPair => ({
  fileId: Number(row.fileId),
  recordId: Number(recordId),
  party: partyOf(row),
});

export const holdsTins = (apiName: DatasourceApiName): boolean =>
  sourceTables[apiName].columns.some((column) => column.attribute === 'tin');

const kindOfSource: Record<'person' | 'entity' | 'both', PartyKind> = {
  person: 'person',
  entity: 'entity',
  both: 'unknown',
};

/** Every enrolled party whose TIN a changed record holds: one join, on the parties' TIN index. */
export async function deltaTinPairs(
  session: LoadSession,
  apiName: DatasourceApiName,
  fileIds: readonly number[],
): Promise<DeltaPair[]> {
  if (!holdsTins(apiName)) return [];
  const rows = await session.query<PairRow>(
    `select ${partyColumns}, r.id::int8 as "recordId"
       from ${DELTA_RECORDS} d
       join ${sourceTables[apiName].table} r on r.id = d.record_id
       join agency_parties p on p.tin = r.tin
      where r.tin is not null and p.file_id = any($1::bigint[])`,
    [[...fileIds]],
  );
  return rows.map(pairOf);
}

/**
 * Delta postings a party's keys may read, the batch run's per-party budget (candidate-pairs.ts):
 * its keys are read rarest in the delta first while their postings fit. A party whose rarest key
 * alone is over it (a common name in a large delta) reads that key's first records only.
 */
export const DELTA_POSTINGS_PER_PARTY = 2_000;

/**
 * The changed records' postings a party the source may match could share, one statement into a
 * temporary table: each record's keys (the source's own name-key partition, by record id, written
 * by the load) that some enrolled party holds for the source's kind (the parties' key counts;
 * where the source holds TINs, a party without one), each with its weight and how many keys its
 * record's name has. The weight is the key's inverse frequency in the whole source, as a search
 * weighs it, in millionths so that records sharing the same keys with a party tie exactly. The
 * record's key count tells apart the records sharing the same keys with a party: JAMES SMITH's
 * own record before the JAMES R SMITHs holding its keys and more. The keys parties hold are weighed
 * once each and hashed (10,856 on the benchmark's delta), not looked up once per posting kept. False
 * when no record has a key any party holds.
 */
export async function planDeltaNameKeys(session: LoadSession, apiName: DatasourceApiName): Promise<boolean> {
  const entry = catalogEntry(apiName);
  if (entry.searchMode === 'tinOnly') return false;
  const kind = kindOfSource[entry.partyKind];
  const postings = holdsTins(apiName) ? 'c.postings_without_tin' : 'c.postings';
  const [range] = await session.query<{ first: string | null; last: string | null }>(
    `select min(record_id)::text as first, max(record_id)::text as last from ${DELTA_RECORDS}`,
  );
  if (range?.first == null || range.last == null) return false;
  // The step's range of ids bounds the record index's scan: joined by record id alone, the merge join reads the
  // index from the source's first record, every earlier load's keys (3.6 of 5.4 million on the staged database).
  await session.query(
    `create temporary table ${DELTA_POSTINGS} on commit drop as
     with held as (
       select c.key, (1000000 * ln(source.records::float8 / coalesce(s.records, 1)))::int8 as weight
         from (select distinct key from con_mon_party_key_counts c
                where c.for_kind in ('any', $2) and ${postings} > 0) c
         cross join (
           select greatest(1, coalesce((select record_count from datasource_loads
                                         where api_name = $1 order by id desc limit 1), 1)) + 1 as records) source
         left join datasource_name_key_counts s on s.api_name = $1 and s.key = c.key),
     keyed as (
       select rk.key, rk.record_id, count(*) over (partition by rk.record_id) as record_keys
         from ${DELTA_RECORDS} d
         join ${nameKeyPartition(apiName)} rk on rk.record_id = d.record_id
        where rk.record_id between $3 and $4)
     select k.key, k.record_id, k.record_keys::int as record_keys, h.weight
       from keyed k join held h on h.key = k.key
      order by k.key, k.record_keys, k.record_id`,
    [apiName, kind, range.first, range.last],
  );
  const [planned] = await session.query<{ any: boolean }>(`select exists (select 1 from ${DELTA_POSTINGS}) as any`);
  if (planned?.any) {
    // Written in key order, so a key's postings lie on a few pages: a temporary table cannot be vacuumed inside
    // the step's transaction, so its index is never read alone and every posting found is read from the table.
    // Key first, then the ranking of a single key's holders: a party read by one key takes the index's first rows.
    await session.query(`create index on ${DELTA_POSTINGS} (key, record_keys, record_id) include (weight)`);
    await session.query(`analyze ${DELTA_POSTINGS}`);
    return true;
  }
  await session.query(`drop table ${DELTA_POSTINGS}`);
  return false;
}

/**
 * Changed records a party is scored against at most, the best-sharing first: a batch run's
 * candidates per party (match-agency-file.ts). A pair key of a common given name and a surname's
 * initial (MARY + W) is shared by many of a large delta's records, each scored for nothing.
 */
export const DELTA_CANDIDATES_PER_PARTY = 20;

/**
 * Enrolled parties sharing name keys with the changed records, in one statement: each party's keys
 * (con_mon_party_name_keys, where the source holds TINs only parties without one, as a batch match
 * matches only those by name: a party with a TIN is found by it) that a changed record holds,
 * planned rarest in the delta first within `budget` postings, and each party ranked on its own (a
 * lateral join over planDeltaNameKeys' table, dropped here): its records' weights summed in a
 * small in-memory hash and cut by a top-20 sort, as a batch run ranks a party's candidates
 * (decision 99), never every shared posting of the step in one window. Among records sharing as
 * much, those of fewer keys come first, then the lower id. A party planned with one key reads that
 * key's first 20 records in that order: its holders all share the same weight. Parties planned with the
 * same keys (namesakes: a large file holds many JOHN SMITHs) are ranked once. Then each record keeps its
 * `perRecord` best-sharing parties among those.
 */
export async function joinDeltaNameKeys(
  session: LoadSession,
  apiName: DatasourceApiName,
  fileIds: readonly number[],
  perRecord: number,
  budget = DELTA_POSTINGS_PER_PARTY,
  perParty = DELTA_CANDIDATES_PER_PARTY,
): Promise<DeltaPair[]> {
  const withoutTinOnly = holdsTins(apiName);
  const kind = kindOfSource[catalogEntry(apiName).partyKind];
  const keyFilter = `(pk.for_kind is null or pk.for_kind = $2)${withoutTinOnly ? ' and not pk.has_tin' : ''}`;
  const rows = await session.query<NameGroupRow>(
    `with delta_keys as (
       select key, count(*) as postings from ${DELTA_POSTINGS} group by key),
     held as (
       select pk.file_id, pk.party_id, pk.key, dk.postings,
              sum(dk.postings) over w as running, row_number() over w as n
         from con_mon_party_name_keys pk join delta_keys dk on dk.key = pk.key
        where ${keyFilter} and pk.file_id = any($1::bigint[])
       window w as (partition by pk.file_id, pk.party_id order by dk.postings, pk.key rows unbounded preceding)),
     planned as (
       select file_id, party_id, array_agg(key order by key) as keys
         from held where running <= $4 or n = 1
        group by file_id, party_id),
     groups as (
       select keys, row_number() over () as grp from (select distinct keys from planned) k),
     ranked as (
       select g.grp, c.record_id, c.weight
         from groups g
         cross join lateral (
           select d.record_id, sum(d.weight) as weight, min(d.record_keys) as record_keys
             from ${DELTA_POSTINGS} d
            where cardinality(g.keys) > 1 and d.key = any(g.keys)
            group by d.record_id
           union all
           select d.record_id, d.weight, d.record_keys
             from ${DELTA_POSTINGS} d
            where cardinality(g.keys) = 1 and d.key = g.keys[1]
           order by weight desc, record_keys, record_id
           limit $3) c)
     select g.grp::int as grp, p.file_id::int8 as "fileId", p.party_id::int8 as "partyId",
            null::int8 as "recordId", null::float8 as weight
       from planned p join groups g on g.keys = p.keys
     union all
     select grp::int, null, null, record_id::int8, weight::float8 from ranked`,
    [[...fileIds], kind, perParty, budget],
  );
  await session.query(`drop table ${DELTA_POSTINGS}`);
  const parties = await readParties(session, plannedParties(rows));
  const withColumns = (planned: GroupParty) => {
    const party = parties.get(planned.fileId)?.get(planned.partyId);
    if (party === undefined)
      throw new Error(`Enrolled party ${planned.partyId} of file ${planned.fileId} was not found`);
    return { ...planned, party };
  };
  return bestPartiesPerRecord(rows, perRecord, withColumns, ({ fileId, party }, recordId): DeltaPair => ({
    fileId,
    recordId,
    party,
  }));
}

/**
 * The planned parties' columns, each party read once, a statement per file: a party comes with up to 20
 * records, and reading its columns on every pair cost a hash of the whole file's parties in the join and,
 * in the job, a party object parsed and collected per pair (docs/benchmarks.md, "Continuous monitoring").
 * The ids are an array the primary key's index walks in order (joined to the array unnested, the planner
 * hashed the whole file at the step's work_mem: 878 ms for 20,000 of 1,000,000 parties).
 */
async function readParties(
  session: LoadSession,
  planned: readonly GroupParty[],
): Promise<Map<number, Map<number, AgencyParty>>> {
  const idsByFile = new Map<number, number[]>();
  for (const { fileId, partyId } of planned) {
    const ids = idsByFile.get(fileId);
    if (ids === undefined) idsByFile.set(fileId, [partyId]);
    else ids.push(partyId);
  }
  const byFile = new Map<number, Map<number, AgencyParty>>();
  for (const [fileId, ids] of idsByFile) {
    const rows = await session.query<PartyRow>(
      `select ${partyColumns} from agency_parties p where p.file_id = $1 and p.party_id = any($2::bigint[])`,
      [fileId, ids],
    );
    byFile.set(fileId, new Map(rows.map((row) => [Number(row.partyId), partyOf(row)])));
  }
  return byFile;
}

/** Both name statements: the changed records' postings gathered, then each party's best-sharing chosen. */
export async function deltaNamePairs(
  session: LoadSession,
  apiName: DatasourceApiName,
  fileIds: readonly number[],
  perRecord: number,
  budget = DELTA_POSTINGS_PER_PARTY,
): Promise<DeltaPair[]> {
  if (!(await planDeltaNameKeys(session, apiName))) return [];
  return joinDeltaNameKeys(session, apiName, fileIds, perRecord, budget);
}
