import type { DatasourceApiName } from '@dnp/contracts';
import { sourceTables, type LoadSession } from '@dnp/db';

/**
 * The exact-TIN join as the matcher ran it before the TIN key table (migration 0015): one
 * statement over the union of every source's own (id, tin), text TINs, then the matched
 * parties' columns read once. Kept here only to be timed beside the current join in one run;
 * `tuned` runs it with the current join's work_mem and JIT settings, to tell the settings' share
 * from the key table's.
 */
export async function tinPairsBefore(
  session: LoadSession,
  apiNames: readonly DatasourceApiName[],
  fileId: number,
  tuned: boolean,
): Promise<number> {
  if (tuned) await session.query(`select set_config('work_mem', '256MB', true), set_config('jit', 'off', true)`);
  const records = apiNames
    .map(
      (apiName, i) => `select ${i}::int4 as source, id, tin from ${sourceTables[apiName].table} where tin is not null`,
    )
    .join(' union all ');
  const keys = await session.query<{ party_id: number | string }>(
    `select r.source, p.party_id::int8 as party_id, r.id::int8 as record_id
       from agency_parties p join (${records}) r on r.tin = p.tin
      where p.file_id = $1 and p.tin is not null`,
    [fileId],
  );
  await session.query(
    `select p.party_id, p.full_name, p.party_type, p.tin, p.birth_date, p.address_line1, p.city_name,
            p.state_code, p.postal_code
       from agency_parties p where p.file_id = $1 and p.party_id = any($2::int8[])`,
    [fileId, [...new Set(keys.map((key) => String(key.party_id)))]],
  );
  return keys.length;
}
