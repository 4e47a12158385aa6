import type { DatasourceApiName } from '@dnp/contracts';
import { sourceTables, tinKeyPartition, type LoadSession } from '@dnp/db';

/**
 * The exact-TIN join as decision 100 ran it, kept here only to be timed beside the current one in
 * one run: every party's TIN tested against the nine-digit pattern, each pair's row taken apart
 * into a new object, and the planner's own parallel costs, which never chose a parallel plan for
 * the billions of pairs it expects. Both run in the caller's step, with its parallel workers.
 */
export async function tinPairsPrevious(
  session: LoadSession,
  apiNames: readonly DatasourceApiName[],
  fileId: number,
): Promise<number> {
  await session.query(
    `select set_config('work_mem', '256MB', true), set_config('jit', 'off', true),
            set_config('enable_nestloop', 'off', true), set_config('enable_mergejoin', 'off', true)`,
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
      where p.file_id = $1 and p.tin ~ '^[0-9]{9}$'`,
    [fileId],
  );
  const parties = new Map<number, object>();
  const bySource = new Map<string, Array<{ party: object; recordId: number }>>();
  for (const { apiName, recordId, ...row } of rows) {
    const partyId = Number(row.partyId);
    const party = parties.get(partyId) ?? { ...row, partyId };
    parties.set(partyId, party);
    const list = bySource.get(apiName) ?? [];
    bySource.set(apiName, list);
    list.push({ party, recordId: Number(recordId) });
  }
  return rows.length;
}
