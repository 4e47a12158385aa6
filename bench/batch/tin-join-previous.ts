import type { DatasourceApiName } from '@dnp/contracts';
import { sourceTables, tinKeyPartition, type LoadSession } from '@dnp/db';

/**
 * The exact-TIN join of a large file as decision 102 ran it, kept here only to be timed beside the
 * current one in one run: the file's TINs hashed and every key of every partition probed against
 * them (nested loops and merge joins ruled out), the pairs' cost of passing between processes taken
 * as nil so that a step's parallel workers shared the probes. Both run in the caller's step, with
 * its parallel workers, and return the same pairs with the same party columns.
 */
export async function tinPairsPrevious(
  session: LoadSession,
  apiNames: readonly DatasourceApiName[],
  fileId: number,
): Promise<number> {
  await session.query(
    `select set_config('work_mem', '256MB', true), set_config('jit', 'off', true),
            set_config('enable_nestloop', 'off', true), set_config('enable_mergejoin', 'off', true),
            set_config('parallel_setup_cost', '0', true), set_config('parallel_tuple_cost', '0', true)`,
  );
  const partitions = apiNames
    .filter((apiName) => sourceTables[apiName].columns.some((column) => column.attribute === 'tin'))
    .map((apiName) => `select tin, record_id, api_name from ${tinKeyPartition(apiName)}`)
    .join(' union all ');
  const rows = await session.query<{ apiName: string; recordId: string; partyId: string }>(
    `select k.api_name as "apiName", k.record_id as "recordId", p.party_id::int8 as "partyId",
            p.full_name as "fullName", p.party_type as "partyType", p.tin,
            to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate", p.address_line1 as "addressLine1",
            p.city_name as "cityName", p.state_code as "stateCode", p.postal_code as "postalCode"
       from agency_parties p join (${partitions}) k on k.tin = p.tin::int8
      where p.file_id = $1 and octet_length(p.tin) = 9`,
    [fileId],
  );
  const parties = new Map<number, object>();
  const bySource = new Map<string, Array<{ party: object; recordId: number }>>();
  for (const { apiName, recordId, ...row } of rows) {
    const partyId = Number(row.partyId);
    let party = parties.get(partyId);
    if (party === undefined) {
      party = { ...row, partyId };
      parties.set(partyId, party);
    }
    const list = bySource.get(apiName) ?? [];
    bySource.set(apiName, list);
    list.push({ party, recordId: Number(recordId) });
  }
  return rows.length;
}
