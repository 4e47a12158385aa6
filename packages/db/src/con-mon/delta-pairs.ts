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
 * Enrolled parties sharing name keys with the changed records: the records' keys (the source's
 * own index, by record id) joined to the parties' keys (con_mon_party_name_keys) in one
 * statement, each record's parties ranked by the keys they share and cut at `perRecord`. Where
 * the source holds TINs only parties without one are matched by name, as in a batch match.
 */
export async function deltaNamePairs(
  session: LoadSession,
  apiName: DatasourceApiName,
  fileIds: readonly number[],
  perRecord: number,
): Promise<DeltaPair[]> {
  const entry = catalogEntry(apiName);
  if (entry.searchMode === 'tinOnly') return [];
  const rows = await session.query<PairRow>(
    `with shared as (
       select pk.file_id, pk.party_id, rk.record_id,
              row_number() over (partition by rk.record_id order by count(*) desc, pk.file_id, pk.party_id) as rank
         from ${DELTA_RECORDS} d
         join ${nameKeyPartition(apiName)} rk on rk.record_id = d.record_id
         join con_mon_party_name_keys pk on pk.key = rk.key and (pk.for_kind is null or pk.for_kind = $2)
        where pk.file_id = any($1::bigint[])
        group by pk.file_id, pk.party_id, rk.record_id)
     select ${partyColumns}, s.record_id::int8 as "recordId"
       from shared s join agency_parties p on p.file_id = s.file_id and p.party_id = s.party_id
      where s.rank <= $3 ${holdsTins(apiName) ? 'and p.tin is null' : ''}`,
    [[...fileIds], kindOfSource[entry.partyKind], perRecord],
  );
  return rows.map(pairOf);
}
