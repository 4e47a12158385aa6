import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import type { PartyKind } from '@dnp/matching';
import type { AgencyParty } from '../bulk-match/batch-level.js';
import { copyRow } from '../datasources/copy-text.js';
import type { LoadSession } from '../datasources/load-session.js';
import { nameKeyPartition } from '../datasources/name-key-hash.js';
import { planNameKeys } from '../datasources/plan-name-keys.js';
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

/** Source postings (key, record) a changed record's name keys may weigh, as the bulk matcher's per-party budget. */
export const DELTA_POSTINGS_PER_RECORD = 2_000;

/** A changed record's keys joined at most: its rarest, which a pair key (first + last name) usually is. */
const KEYS_PER_RECORD = 4;

/**
 * Which keys of each changed record to join, chosen as a search chooses a name's keys
 * (planNameKeys): rarest first, by the source's own key counts, while they fit the budget. A
 * record of common words only is joined by its pair keys; one whose every key is common joins
 * its rarest key's first parties only. Written to a temporary table with each key's weight.
 */
async function planRecordKeys(session: LoadSession, apiName: DatasourceApiName, budget: number): Promise<boolean> {
  const keys = await session.query<{ record_id: string; key: number }>(
    `select rk.record_id::text as record_id, rk.key from ${DELTA_RECORDS} d
       join ${nameKeyPartition(apiName)} rk on rk.record_id = d.record_id`,
  );
  if (keys.length === 0) return false;
  const counts = await session.query<{ key: number; records: number }>(
    `select key, records from datasource_name_key_counts where api_name = $1 and key = any($2::int[])`,
    [apiName, [...new Set(keys.map((row) => row.key))]],
  );
  const recordsByKey = new Map(counts.map((row) => [row.key, row.records]));
  const [source] = await session.query<{ records: number }>(
    `select record_count as records from datasource_loads where api_name = $1 order by id desc limit 1`,
    [apiName],
  );
  const sourceRecords = Math.max(1, source?.records ?? 1);
  const byRecord = new Map<string, number[]>();
  for (const row of keys) byRecord.set(row.record_id, [...(byRecord.get(row.record_id) ?? []), row.key]);
  let plan = '';
  for (const [recordId, hashes] of byRecord) {
    const planned = planNameKeys(hashes, recordsByKey, budget);
    // The rarest keys only: enrolled parties may outnumber the source, so a key common among them
    // would bring thousands of candidates per record.
    for (const key of planned.keys.slice(0, KEYS_PER_RECORD)) {
      const weight = Math.log((sourceRecords + 1) / (recordsByKey.get(key) ?? 1));
      plan += copyRow([recordId, key, weight, planned.capped]);
    }
  }
  if (plan === '') return false;
  await session.query(
    `create temporary table con_mon_delta_plan (record_id bigint, key int, weight float8, capped boolean) on commit drop`,
  );
  await session.copyText('con_mon_delta_plan', ['record_id', 'key', 'weight', 'capped'], plan);
  return true;
}

/**
 * Enrolled parties sharing name keys with the changed records: each record's planned keys joined
 * to the enrolled parties' keys (con_mon_party_name_keys) in one statement, each record's parties
 * ranked by the weight of the keys they share and cut at `perRecord`. Where the source holds
 * TINs only parties without one are matched by name, as in a batch match.
 */
export async function deltaNamePairs(
  session: LoadSession,
  apiName: DatasourceApiName,
  fileIds: readonly number[],
  perRecord: number,
  budget = DELTA_POSTINGS_PER_RECORD,
): Promise<DeltaPair[]> {
  const entry = catalogEntry(apiName);
  if (entry.searchMode === 'tinOnly') return [];
  if (!(await planRecordKeys(session, apiName, budget))) return [];
  const kind = `(pk.for_kind is null or pk.for_kind = $2)`;
  const rows = await session.query<PairRow>(
    `with shared as (
       select pk.file_id, pk.party_id, q.record_id,
              row_number() over (partition by q.record_id order by sum(q.weight) desc, pk.file_id, pk.party_id) as rank
         from con_mon_delta_plan q
         join con_mon_party_name_keys pk on pk.key = q.key and ${kind}
        where not q.capped and pk.file_id = any($1::bigint[])
        group by pk.file_id, pk.party_id, q.record_id
       union all
       select k.file_id, k.party_id, q.record_id, 1
         from con_mon_delta_plan q
         cross join lateral (
           select pk.file_id, pk.party_id from con_mon_party_name_keys pk
            where pk.key = q.key and ${kind} and pk.file_id = any($1::bigint[])
            order by pk.file_id, pk.party_id limit $3) k
        where q.capped)
     select ${partyColumns}, s.record_id::int8 as "recordId"
       from shared s join agency_parties p on p.file_id = s.file_id and p.party_id = s.party_id
      where s.rank <= $3 ${holdsTins(apiName) ? 'and p.tin is null' : ''}`,
    [[...fileIds], kindOfSource[entry.partyKind], perRecord],
  );
  await session.query(`drop table con_mon_delta_plan`);
  return rows.map(pairOf);
}
