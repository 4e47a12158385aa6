import type { DatasourceApiName } from '@dnp/contracts';
import type { LoadSession } from '../datasources/load-session.js';
import { sourceTables } from '../datasources/source-tables.js';
import { holdsTins, NINE_DIGITS, tinKeyPartition } from '../datasources/tin-keys.js';
import type { CandidatePair } from './candidate-pairs.js';
import { partyColumns, partyOf, type PartyRow } from './party-rows.js';

const PARTY_TINS = 'tin_join_parties';
const PAIRS = 'tin_join_pairs';

/**
 * The join's settings on PostgreSQL, for its statements only. At the default 4 MB work_mem a
 * million parties' hash spilled in eight batches; JIT compiled for 1.4 s a plan that gains
 * nothing from it (docs/benchmarks.md, "Batch match").
 */
async function withJoinSettings<T>(session: LoadSession, work: () => Promise<T>): Promise<T> {
  if (session.kind !== 'postgres') return work();
  const [before] = await session.query<{ work_mem: string; jit: string }>(
    `select current_setting('work_mem') as work_mem, current_setting('jit') as jit`,
  );
  await session.query(`select set_config('work_mem', '256MB', true), set_config('jit', 'off', true)`);
  try {
    return await work();
  } finally {
    await session.query(`select set_config('work_mem', $1, true), set_config('jit', $2, true)`, [
      before?.work_mem ?? '4MB',
      before?.jit ?? 'on',
    ]);
  }
}

/**
 * Every party of the file whose TIN a record of each source holds: one hash join of the file's
 * TINs with the sources' TIN keys (datasource_tin_keys: int8 TIN and record id, kept by the
 * loaders), then each matched party's columns once. The file's TINs are copied as int8 into an
 * analyzed temporary table first: joined through a cast, the planner has no statistics for the
 * file's side and hashes the ten million keys instead of the file (docs/matching.md, "The
 * exact-TIN join").
 */
export async function tinPairs(
  session: LoadSession,
  apiNames: readonly DatasourceApiName[],
  fileId: number,
): Promise<Map<DatasourceApiName, CandidatePair[]>> {
  const bySource = new Map<DatasourceApiName, CandidatePair[]>(apiNames.map((apiName) => [apiName, []]));
  const sources = apiNames.filter((apiName) => holdsTins(sourceTables[apiName]));
  if (sources.length === 0) return bySource;
  await session.query(
    `create temporary table ${PARTY_TINS} on commit drop as
     select party_id, tin::int8 as tin from agency_parties where file_id = $1 and tin ~ ${NINE_DIGITS}`,
    [fileId],
  );
  await session.query(`analyze ${PARTY_TINS}`);
  // The partitions by name: filtering the parent by api_name compared every key's source name.
  const partitions = sources
    .map((apiName) => `select tin, record_id, api_name from ${tinKeyPartition(apiName)}`)
    .join(' union all ');
  // The pairs stay in the database, so the matched parties are read by a join with them: a
  // parameter array of every matched party id took seconds to send and parse at a million parties.
  const { keys, rows } = await withJoinSettings(session, async () => {
    await session.query(
      `create temporary table ${PAIRS} on commit drop as
       select k.api_name, p.party_id, k.record_id from ${PARTY_TINS} p join (${partitions}) k on k.tin = p.tin`,
    );
    await session.query(`analyze ${PAIRS}`);
    return {
      keys: await session.query<{ api_name: DatasourceApiName; party_id: number | string; record_id: number | string }>(
        `select api_name, party_id, record_id from ${PAIRS}`,
      ),
      rows: await session.query<PartyRow>(
        `select ${partyColumns} from agency_parties p
          where p.file_id = $1 and p.party_id in (select party_id from ${PAIRS})`,
        [fileId],
      ),
    };
  });
  await session.query(`drop table ${PARTY_TINS}, ${PAIRS}`);
  const parties = new Map(rows.map((row) => [Number(row.partyId), partyOf(row)]));
  for (const key of keys) {
    const party = parties.get(Number(key.party_id));
    if (party !== undefined) bySource.get(key.api_name)?.push({ party, recordId: Number(key.record_id) });
  }
  return bySource;
}
