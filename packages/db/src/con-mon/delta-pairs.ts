import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import type { PartyKind } from '@dnp/matching';
import type { AgencyParty } from '../bulk-match/batch-level.js';
import type { LoadSession } from '../datasources/load-session.js';
import { nameKeyPartition } from '../datasources/name-key-hash.js';
import { sourceTables } from '../datasources/source-tables.js';

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

const pairOf = ({ fileId, recordId, ...party }: PairRow): DeltaPair => ({
  fileId: Number(fileId),
  recordId: Number(recordId),
  party: { ...party, partyId: Number(party.partyId) },
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
 * own record before the JAMES R SMITHs holding its keys and more. False when no record has a key
 * any party holds.
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
     with keyed as (
       select rk.key, rk.record_id, count(*) over (partition by rk.record_id) as record_keys
         from ${DELTA_RECORDS} d
         join ${nameKeyPartition(apiName)} rk on rk.record_id = d.record_id
        where rk.record_id between $3 and $4),
     source as (
       select greatest(1, coalesce((select record_count from datasource_loads
                                     where api_name = $1 order by id desc limit 1), 1)) + 1 as records)
     select k.key, k.record_id, k.record_keys::int as record_keys,
            (1000000 * ln(source.records::float8 / coalesce(s.records, 1)))::int8 as weight
       from keyed k
       cross join source
       left join datasource_name_key_counts s on s.api_name = $1 and s.key = k.key
      where exists (select 1 from con_mon_party_key_counts c
                     where c.key = k.key and c.for_kind in ('any', $2) and ${postings} > 0)
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
  const rows = await session.query<PairRow>(
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
         from held where running <= $5 or n = 1
        group by file_id, party_id),
     ranked as (
       select p.keys, c.record_id, c.weight
         from (select distinct keys from planned) p
         cross join lateral (
           select d.record_id, sum(d.weight) as weight, min(d.record_keys) as record_keys
             from ${DELTA_POSTINGS} d
            where cardinality(p.keys) > 1 and d.key = any(p.keys)
            group by d.record_id
           union all
           select d.record_id, d.weight, d.record_keys
             from ${DELTA_POSTINGS} d
            where cardinality(p.keys) = 1 and d.key = p.keys[1]
           order by weight desc, record_keys, record_id
           limit $4) c),
     by_party as (
       select p.file_id, p.party_id, r.record_id, r.weight from planned p join ranked r on r.keys = p.keys),
     by_record as (
       select * from (
         select b.file_id, b.party_id, b.record_id,
                row_number() over (partition by b.record_id order by b.weight desc, b.file_id, b.party_id) as n
           from by_party b) ranked
        where n <= $3)
     select ${partyColumns}, s.record_id::int8 as "recordId"
       from by_record s join agency_parties p on p.file_id = s.file_id and p.party_id = s.party_id`,
    [[...fileIds], kind, perRecord, perParty, budget],
  );
  await session.query(`drop table ${DELTA_POSTINGS}`);
  return rows.map(pairOf);
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
