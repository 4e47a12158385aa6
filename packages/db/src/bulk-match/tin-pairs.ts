import type { DatasourceApiName } from '@dnp/contracts';
import type { LoadSession } from '../datasources/load-session.js';
import { sourceTables } from '../datasources/source-tables.js';
import { holdsTins, tinKeyPartition } from '../datasources/tin-keys.js';
import type { AgencyParty } from './batch-level.js';
import type { CandidatePair } from './candidate-pairs.js';
import { partyColumns, partyOf, type PartyRow } from './party-rows.js';

/**
 * From this many parties with a TIN the file is hashed and every key read once; below it each
 * party probes the partitions' TIN indexes. At ten million keys a hash costs a few seconds
 * whatever the file, a probe about 20 µs a party over fourteen partitions.
 */
const HASH_FROM_PARTIES = 20_000;

/**
 * The join's settings on PostgreSQL, for its statement only. At the default 4 MB work_mem a
 * million parties' hash spilled in eight batches; JIT compiled for 1.4 s a plan that gains
 * nothing from it. For a large file, nested loops and merge joins are ruled out: the file's TIN
 * is cast to int8, an expression without statistics, so the planner overrates a hash of the file
 * and probed the key indexes a million times instead (57 s against 9 s; docs/benchmarks.md).
 * The same missing statistics make it expect billions of pairs, whose cost of passing between
 * processes kept it from a parallel hash join even where the step allows workers; the pairs'
 * transfer cost is taken as nil, so the step's JOB_PARALLEL_WORKERS decides (decision 102).
 */
async function withJoinSettings<T>(session: LoadSession, hash: boolean, work: () => Promise<T>): Promise<T> {
  if (session.kind !== 'postgres') return work();
  const names = [
    'work_mem',
    'jit',
    'enable_nestloop',
    'enable_mergejoin',
    'parallel_setup_cost',
    'parallel_tuple_cost',
  ];
  const [before] = await session.query<{ values: string[] }>(
    `select array[${names.map((name) => `current_setting('${name}')`).join(', ')}] as values`,
  );
  const set = (values: readonly string[]) =>
    session.query(`select ${names.map((name, i) => `set_config('${name}', $${i + 1}, true)`).join(', ')}`, [...values]);
  const parallel = hash ? ['0', '0'] : [before?.values[4] ?? '1000', before?.values[5] ?? '0.1'];
  await set(['256MB', 'off', hash ? 'off' : 'on', hash ? 'off' : 'on', ...parallel]);
  try {
    return await work();
  } finally {
    if (before) await set(before.values);
  }
}

/**
 * Every party of the file whose TIN a record of each source holds: one join of the file's TINs,
 * as int8, with the sources' TIN keys (datasource_tin_keys, kept by the loaders), each partition
 * named (filtering the parent by source name compared every key's name), returning each pair
 * with its party's columns (docs/matching.md, "The exact-TIN join"). The statement takes the
 * parallel workers its step allows (JOB_PARALLEL_WORKERS, decision 96), none by default.
 */
export async function tinPairs(
  session: LoadSession,
  apiNames: readonly DatasourceApiName[],
  fileId: number,
  /** Only the parties with an id in this range (a TIN step of its own on PGlite); the whole file when unset. */
  range?: { from: number; to: number },
): Promise<Map<DatasourceApiName, CandidatePair[]>> {
  const bySource = new Map<DatasourceApiName, CandidatePair[]>(apiNames.map((apiName) => [apiName, []]));
  const sources = apiNames.filter((apiName) => holdsTins(sourceTables[apiName]));
  if (sources.length === 0) return bySource;
  const inRange = range ? 'and p.party_id between $2 and $3' : '';
  const params = range ? [fileId, range.from, range.to] : [fileId];
  const [file] = await session.query<{ parties: number }>(
    `select count(*)::int as parties from agency_parties p where p.file_id = $1 and p.tin is not null ${inRange}`,
    params,
  );
  // Each partition's columns in their own order: its rows go up the union as they are, where
  // any other list (a source number in place of api_name) is built anew for each of ten million keys.
  const partitions = sources
    .map((apiName) => `select tin, record_id, api_name from ${tinKeyPartition(apiName)}`)
    .join(' union all ');
  // The intake refuses any TIN but nine digits (the agency file formats' Tin), so the length is
  // the only check left: it keeps a shorter TIN from equalling a key with leading zeros. The
  // nine-digit pattern tested on every party cost more than a second of a million-party join.
  const rows = await withJoinSettings(session, (file?.parties ?? 0) >= HASH_FROM_PARTIES, () =>
    session.query<PartyRow & { apiName: DatasourceApiName; recordId: number | string }>(
      `select k.api_name as "apiName", k.record_id as "recordId", ${partyColumns}
         from agency_parties p join (${partitions}) k on k.tin = p.tin::int8
        where p.file_id = $1 and octet_length(p.tin) = 9 ${inRange}`,
      params,
    ),
  );
  // One object per party however many records share its TIN, built once.
  const parties = new Map<number, AgencyParty>();
  for (const row of rows) {
    const partyId = Number(row.partyId);
    let party = parties.get(partyId);
    if (party === undefined) {
      const { apiName: _apiName, recordId: _recordId, ...columns } = row;
      party = partyOf(columns);
      parties.set(partyId, party);
    }
    bySource.get(row.apiName)?.push({ party, recordId: Number(row.recordId) });
  }
  return bySource;
}
