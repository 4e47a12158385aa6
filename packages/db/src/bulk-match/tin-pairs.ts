import type { DatasourceApiName } from '@dnp/contracts';
import type { LoadSession } from '../datasources/load-session.js';
import { sourceTables } from '../datasources/source-tables.js';
import type { CandidatePair } from './candidate-pairs.js';
import { partyColumns, partyOf, type PartyRow } from './party-rows.js';

/**
 * Every party of the file whose TIN a record of each source holds: one hash join of the file's
 * TINs with every source's, reading only ids, then each matched party's columns once. Joining a
 * source at a time probed the TIN index once per party and shipped a party's columns once per
 * pair (docs/benchmarks.md, "Batch match").
 */
export async function tinPairs(
  session: LoadSession,
  apiNames: readonly DatasourceApiName[],
  fileId: number,
): Promise<Map<DatasourceApiName, CandidatePair[]>> {
  const bySource = new Map<DatasourceApiName, CandidatePair[]>(apiNames.map((apiName) => [apiName, []]));
  if (apiNames.length === 0) return bySource;
  const records = apiNames
    .map(
      (apiName, i) => `select ${i}::int4 as source, id, tin from ${sourceTables[apiName].table} where tin is not null`,
    )
    .join(' union all ');
  const keys = await session.query<{ source: number; party_id: number | string; record_id: number | string }>(
    `select r.source, p.party_id::int8 as party_id, r.id::int8 as record_id
       from agency_parties p join (${records}) r on r.tin = p.tin
      where p.file_id = $1 and p.tin is not null`,
    [fileId],
  );
  if (keys.length === 0) return bySource;
  const rows = await session.query<PartyRow>(
    `select ${partyColumns} from agency_parties p where p.file_id = $1 and p.party_id = any($2::int8[])`,
    [fileId, [...new Set(keys.map((key) => String(key.party_id)))]],
  );
  const parties = new Map(rows.map((row) => [Number(row.partyId), partyOf(row)]));
  for (const key of keys) {
    const apiName = apiNames[key.source];
    const party = parties.get(Number(key.party_id));
    if (apiName === undefined || party === undefined) continue;
    bySource.get(apiName)?.push({ party, recordId: Number(key.record_id) });
  }
  return bySource;
}
