import type { DatasourceApiName } from '@dnp/contracts';
import type { LoadSession, ReadSession } from '../datasources/load-session.js';
import { sourceTables } from '../datasources/source-tables.js';
import { holdsTins, tinKeyPartition } from '../datasources/tin-keys.js';

/**
 * From this many parties with a TIN every key is read once, in TIN order, and merged with the
 * file sorted once; below it each party probes the partitions' TIN indexes. At ten million keys
 * reading them all costs a few seconds whatever the file, a probe about 20 µs a party over
 * fourteen partitions.
 */
const WHOLE_KEYS_FROM_PARTIES = 20_000;

/**
 * The join's settings on PostgreSQL, for its statement only. At the default 4 MB work_mem a
 * million parties' sort spilled to disk; JIT compiled for 1.4 s a plan that gains nothing from
 * it. For a large file nested loops and hash joins are ruled out, leaving a merge join: the cast
 * TIN has no statistics, so the planner would probe the key indexes once per party and partition
 * (57 s against 9 s at a million parties), and a hash of the file probed by each of ten million
 * keys one at a time took twice the merge's time (decision 109). The merge reads every key once,
 * as the hash did, so it is the cheaper of the two at any size from WHOLE_KEYS_FROM_PARTIES up.
 * Each partition's index is read alone where its pages are all-visible (a load of 50,000 records
 * vacuums them); on a page a smaller reload changed, it visits the heap until vacuum has been.
 * Parallel costs are the planner's own: a worker may share the scan of the file, and the keys
 * are merged in one process, so JOB_PARALLEL_WORKERS still bounds the statement.
 */
async function withJoinSettings<T>(
  session: ReadSession,
  wholeKeys: boolean,
  split: boolean,
  work: () => Promise<T>,
): Promise<T> {
  if (session.kind !== 'postgres') return work();
  const joins = wholeKeys ? 'off' : 'on';
  const settings = { work_mem: '256MB', jit: 'off', enable_nestloop: joins, enable_hashjoin: joins };
  // Split by TIN range, each statement merges its own keys: a worker of its own would only share the file's scan.
  return withSettings(session, split ? { ...settings, max_parallel_workers_per_gather: '0' } : settings, work);
}

/**
 * PGlite, one range of the file (a TIN step of its own): index probes only, for its statement
 * only. A step holds PGlite's one connection, so the statement bounds what a search waits for.
 * Its planner hashed every source's TIN keys for a range of 500 parties (600–990 ms under load),
 * and when it did probe, it scanned each small partition (a few hundred keys) once per party:
 * 250 ms for 500 parties, against 40 ms with hash joins, merge joins and sequential scans ruled
 * out (decision 110).
 */
function withIndexProbes<T>(session: LoadSession, work: () => Promise<T>): Promise<T> {
  return withSettings(session, { enable_hashjoin: 'off', enable_mergejoin: 'off', enable_seqscan: 'off' }, work);
}

/**
 * Runs `work` with planner settings for its statements only, then puts back what was set before:
 * the step's later statements (reading the records, writing the matches) plan as they would without.
 */
async function withSettings<T>(
  session: ReadSession,
  settings: Readonly<Record<string, string>>,
  work: () => Promise<T>,
): Promise<T> {
  const names = Object.keys(settings);
  const [before] = await session.query<{ values: string[] }>(
    `select array[${names.map((name) => `current_setting('${name}')`).join(', ')}] as values`,
  );
  const set = (values: readonly string[]) =>
    session.query(`select ${names.map((name, i) => `set_config('${name}', $${i + 1}, true)`).join(', ')}`, [...values]);
  await set(Object.values(settings));
  try {
    return await work();
  } finally {
    if (before) await set(before.values);
  }
}

/**
 * A party of the file and a record holding its TIN, by id: the join returns no party's columns, since a million-row
 * file's 580,000 pairs each with its party's took a gigabyte of the API's memory for the step (docs/benchmarks.md,
 * "Batch match"). The step reads a slice's parties when it scores them (`partiesById`).
 */
export interface TinPair {
  partyId: number;
  recordId: number;
}

/** int8 arrives as a string from node-postgres and a number from PGlite. */
interface PairRow {
  apiName: DatasourceApiName;
  partyId: number | string;
  recordId: number | string;
}

/** Nine-digit TINs from `from` up to, not including, `to` (the last range: every TIN from `from`), zero-padded: as text they sort as numbers. */
interface TinRange {
  from: string;
  to: string | null;
}

const NINE_DIGITS = 1_000_000_000;
const tinText = (value: number) => String(value).padStart(9, '0');

/**
 * `parts` TIN ranges holding about as many of the portal's agency parties each: cut at the
 * planner's histogram of agency_parties.tin (its bounds split the parties it sampled into equal
 * shares), or evenly over the nine digits before the table was ever analyzed. The last range
 * ends past every TIN.
 */
async function tinRanges(session: ReadSession, parts: number): Promise<TinRange[]> {
  const [stats] = await session.query<{ bounds: string[] | null }>(
    `select histogram_bounds::text::text[] as bounds from pg_stats
      where schemaname = current_schema() and tablename = 'agency_parties' and attname = 'tin'`,
  );
  const bounds = (stats?.bounds ?? []).filter((tin) => /^[0-9]{9}$/.test(tin)).sort();
  const cut = (i: number) =>
    bounds.length >= parts * 2
      ? (bounds[Math.floor((i * bounds.length) / parts)] ?? '')
      : tinText(Math.floor((i * NINE_DIGITS) / parts));
  return Array.from({ length: parts }, (_, i) => ({
    from: i === 0 ? tinText(0) : cut(i),
    to: i === parts - 1 ? null : cut(i + 1),
  }));
}

/**
 * A large file's join, on PostgreSQL, split into TIN ranges run at once: one on the step's own
 * connection and one more on a connection alongside for each parallel worker the step allows
 * (JOB_PARALLEL_WORKERS, decision 96; none by default, so one statement). The planner's own
 * worker only shared the file's scan, the keys merged in one process (docs/benchmarks.md); a
 * range per process merges its own keys. A TIN falls in one range: together the ranges answer
 * the one statement's rows, in TIN order.
 */
async function joinAcrossCores(
  session: LoadSession,
  wholeKeys: boolean,
  join: (reader: ReadSession, tins?: TinRange) => Promise<PairRow[]>,
): Promise<PairRow[]> {
  const { readAlongside } = session;
  const one = () => withJoinSettings(session, wholeKeys, false, () => join(session));
  if (!wholeKeys || readAlongside === undefined) return one();
  const [allowed] = await session.query<{ workers: number }>(
    `select current_setting('max_parallel_workers_per_gather')::int as workers`,
  );
  const parts = (allowed?.workers ?? 0) + 1;
  if (parts === 1) return one();
  const [own, ...others] = await tinRanges(session, parts);
  if (own === undefined) return [];
  const byRange = await Promise.all([
    withJoinSettings(session, wholeKeys, true, () => join(session, own)),
    ...others.map((tins) =>
      readAlongside((reader) => withJoinSettings(reader, wholeKeys, true, () => join(reader, tins))),
    ),
  ]);
  return byRange.flat();
}

/**
 * Every party of the file whose TIN a record of each source holds: one join of the file's TINs,
 * as int8, with the sources' TIN keys (datasource_tin_keys, kept by the loaders), each partition
 * named (filtering the parent by source name compared every key's name), returning each pair
 * by its party's and record's ids (docs/matching.md, "The exact-TIN join"). A large file's join is split
 * into TIN ranges across the processes its step allows (joinAcrossCores; one by default).
 */
export async function tinPairs(
  session: LoadSession,
  apiNames: readonly DatasourceApiName[],
  fileId: number,
  /** Only the parties with an id in this range (a TIN step of its own on PGlite); the whole file when unset. */
  range?: { from: number; to: number },
): Promise<Map<DatasourceApiName, TinPair[]>> {
  const bySource = new Map<DatasourceApiName, TinPair[]>(apiNames.map((apiName) => [apiName, []]));
  const sources = apiNames.filter((apiName) => holdsTins(sourceTables[apiName]));
  if (sources.length === 0) return bySource;
  const inRange = range ? 'and p.party_id between $2 and $3' : '';
  const params = range ? [fileId, range.from, range.to] : [fileId];
  const [file] = await session.query<{ parties: number }>(
    `select count(*)::int as parties from agency_parties p where p.file_id = $1 and p.tin is not null ${inRange}`,
    params,
  );
  const wholeKeys = session.kind === 'postgres' && (file?.parties ?? 0) >= WHOLE_KEYS_FROM_PARTIES;
  // Merged, each partition's source name is a constant, so its keys come from its (tin) include
  // (record_id) index alone; otherwise its own columns in their own order, so that its rows go
  // up the union as they are rather than being built anew for each of ten million keys.
  const partitions = sources
    .map((apiName) =>
      wholeKeys
        ? `select tin, record_id, '${apiName}'::text as api_name from ${tinKeyPartition(apiName)}`
        : `select tin, record_id, api_name from ${tinKeyPartition(apiName)}`,
    )
    .join(' union all ');
  // The intake refuses any TIN but nine digits (the agency file formats' Tin), so the length is
  // the only check left: it keeps a shorter TIN from equalling a key with leading zeros. The
  // nine-digit pattern tested on every party cost more than a second of a million-party join.
  // A TIN range is a condition on the union, which the planner hands each partition's index
  // scan: written inside a partition's select it kept the union from being flattened, and
  // the keys were sorted again rather than merged (2.9 s of a range's 4 s, psql).
  const join = (reader: ReadSession, tins?: TinRange) => {
    const [from, to] = [params.length + 1, params.length + 2];
    const upTo = (column: string, type: string) => (tins?.to == null ? '' : `and ${column} < $${to}::${type}`);
    const tinRange = tins
      ? `and p.tin >= $${from}::text ${upTo('p.tin', 'text')} and k.tin >= $${from}::int8 ${upTo('k.tin', 'int8')}`
      : '';
    return reader.query<PairRow>(
      `select k.api_name as "apiName", k.record_id as "recordId", p.party_id as "partyId"
         from agency_parties p join (${partitions}) k on k.tin = p.tin::int8
        where p.file_id = $1 and octet_length(p.tin) = 9 ${inRange} ${tinRange}`,
      tins ? [...params, tins.from, ...(tins.to == null ? [] : [tins.to])] : params,
    );
  };
  const rows =
    session.kind === 'pglite' && range
      ? await withIndexProbes(session, () => join(session))
      : await joinAcrossCores(session, wholeKeys, join);
  for (const row of rows)
    bySource.get(row.apiName)?.push({ partyId: Number(row.partyId), recordId: Number(row.recordId) });
  return bySource;
}
