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
 * Postings a changed record's keys may read, on either side: the source's (as the bulk matcher's
 * per-party budget) and the enrolled parties'. A record of common words reads its rarest key's
 * first parties only.
 */
export const DELTA_POSTINGS_PER_RECORD = 2_000;

/** A changed record's keys joined at most: its rarest, which a pair key usually is. */
const KEYS_PER_RECORD = 4;

/**
 * Which keys of each changed record to join, in one statement: the record's keys (the source's own
 * name-key partition, by record id) that a party the source may match holds (the enrolled parties'
 * key counts for the source's kind; where it holds TINs, parties without one), rarest first while
 * their postings fit the budget, at most four. A key is as rare as its commoner side: the parties'
 * postings are what the join reads, and a key common in the source is one a batch run of the same
 * name would not read (planNameKeys), whose pairs it would not score. Each key's weight, which ranks
 * a record's parties, is the source's inverse frequency, as a search weighs it. A record whose
 * every key the source holds more often than the budget (a common name) is `capped`: its rarest
 * held key's first parties are read. One with a rare key no party holds is not: its common keys
 * would bring only other names' holders. Each row also says how many keys its record's name has,
 * which tells apart the records sharing the same keys with a party (below). Written to a temporary
 * table; false when no record has a key any party holds.
 */
export async function planDeltaNameKeys(
  session: LoadSession,
  apiName: DatasourceApiName,
  budget = DELTA_POSTINGS_PER_RECORD,
): Promise<boolean> {
  const entry = catalogEntry(apiName);
  if (entry.searchMode === 'tinOnly') return false;
  const kind = kindOfSource[entry.partyKind];
  const withoutTinOnly = holdsTins(apiName);
  const postings = withoutTinOnly ? 'c.postings_without_tin' : 'c.postings';
  await session.query(
    `create temporary table con_mon_delta_plan on commit drop as
     with keyed as (
       select rk.record_id, rk.key, coalesce(s.records, 1) as records
         from ${DELTA_RECORDS} d
         join ${nameKeyPartition(apiName)} rk on rk.record_id = d.record_id
         left join datasource_name_key_counts s on s.api_name = $1 and s.key = rk.key),
     rarest as (select record_id, min(records) as records, count(*) as keys from keyed group by record_id),
     held as (
       select k.record_id, k.key, k.records, greatest(sum(${postings}), k.records) as postings
         from keyed k
         join con_mon_party_key_counts c on c.key = k.key and c.for_kind in ('any', $4)
        group by k.record_id, k.key, k.records
       having sum(${postings}) > 0),
     ordered as (
       select h.record_id, h.key, h.records, r.records > $2 as capped, r.keys as record_keys,
              sum(h.postings) over w as running, row_number() over w as n
         from held h join rarest r on r.record_id = h.record_id
       window w as (partition by h.record_id order by h.postings, h.key rows unbounded preceding))
     select record_id, key, capped, record_keys,
            ln((greatest(1, coalesce((select record_count from datasource_loads
                                       where api_name = $1 order by id desc limit 1), 1)) + 1)::float8
               / records) as weight
       from ordered
      where (not capped and running <= $2 and n <= $3) or (capped and n = 1)`,
    [apiName, budget, KEYS_PER_RECORD, kind],
  );
  const [planned] = await session.query<{ any: boolean }>(`select exists (select 1 from con_mon_delta_plan) as any`);
  if (planned?.any) {
    await session.query(`analyze con_mon_delta_plan`);
    return true;
  }
  await session.query(`drop table con_mon_delta_plan`);
  return false;
}

/**
 * Changed records a party is scored against at most, the best-sharing first: a batch run's
 * candidates per party (match-agency-file.ts). A pair key of a common given name and a surname's
 * initial (MARY + W) is shared by many of a large delta's records, each scored for nothing.
 */
const DELTA_CANDIDATES_PER_PARTY = 20;

/**
 * Enrolled parties sharing name keys with the changed records: each record's planned keys
 * (planDeltaNameKeys' table, dropped here) joined to the enrolled parties' keys
 * (con_mon_party_name_keys) in one statement, each pair weighed by the keys it shares. Each party
 * keeps its 20 best-sharing records, as a batch run cuts a party's candidates, a capped record's
 * first parties included (they share its one common key, and weigh that little). Among records
 * sharing as much, those of fewer keys come first: JAMES SMITH's own record before the JAMES R
 * SMITHs that hold the same keys and more, which by record id alone could fill the 20. Then each record
 * its `perRecord` best-sharing parties among those. Cutting by party first sorts the pairs once
 * by record where the whole join was sorted twice. Where the source holds TINs only the keys of
 * parties without one are read (their partial index), as a batch match matches only those by
 * name: a party with a TIN is found by it.
 */
export async function joinDeltaNameKeys(
  session: LoadSession,
  apiName: DatasourceApiName,
  fileIds: readonly number[],
  perRecord: number,
): Promise<DeltaPair[]> {
  const withoutTinOnly = holdsTins(apiName);
  const kind = kindOfSource[catalogEntry(apiName).partyKind];
  const keyFilter = `(pk.for_kind is null or pk.for_kind = $2)${withoutTinOnly ? ' and not pk.has_tin' : ''}`;
  const rows = await session.query<PairRow>(
    `with shared as (
       select pk.file_id, pk.party_id, q.record_id, sum(q.weight) as weight, min(q.record_keys) as record_keys
         from con_mon_delta_plan q
         join con_mon_party_name_keys pk on pk.key = q.key and ${keyFilter}
        where not q.capped and pk.file_id = any($1::bigint[])
        group by pk.file_id, pk.party_id, q.record_id
       union all
       select k.file_id, k.party_id, q.record_id, q.weight, q.record_keys
         from con_mon_delta_plan q
         cross join lateral (
           select pk.file_id, pk.party_id from con_mon_party_name_keys pk
            where pk.key = q.key and ${keyFilter} and pk.file_id = any($1::bigint[])
            order by pk.file_id, pk.party_id limit $3) k
        where q.capped),
     by_party as (
       select * from (
         select s.*, row_number() over (partition by s.file_id, s.party_id
                                         order by s.weight desc, s.record_keys, s.record_id) as n
           from shared s) ranked
        where n <= $4),
     by_record as (
       select * from (
         select b.file_id, b.party_id, b.record_id,
                row_number() over (partition by b.record_id order by b.weight desc, b.file_id, b.party_id) as n
           from by_party b) ranked
        where n <= $3)
     select ${partyColumns}, s.record_id::int8 as "recordId"
       from by_record s join agency_parties p on p.file_id = s.file_id and p.party_id = s.party_id`,
    [[...fileIds], kind, perRecord, DELTA_CANDIDATES_PER_PARTY],
  );
  await session.query(`drop table con_mon_delta_plan`);
  return rows.map(pairOf);
}

/** Both name statements: the changed records' keys planned, then joined to the enrolled parties'. */
export async function deltaNamePairs(
  session: LoadSession,
  apiName: DatasourceApiName,
  fileIds: readonly number[],
  perRecord: number,
  budget = DELTA_POSTINGS_PER_RECORD,
): Promise<DeltaPair[]> {
  if (!(await planDeltaNameKeys(session, apiName, budget))) return [];
  return joinDeltaNameKeys(session, apiName, fileIds, perRecord);
}
