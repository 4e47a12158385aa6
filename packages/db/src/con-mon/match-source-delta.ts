import type { DatasourceApiName } from '@dnp/contracts';
import type { MatchConfig } from '@dnp/matching';
import type { MatchStep } from '../bulk-match/match-agency-file.js';
import { keepBest, PreparedParties, type PartyMatch } from '../bulk-match/score-pairs.js';
import { mainThreadScorer, type PairScorer } from '../bulk-match/scoring-pool.js';
import { matchColumns, matchValues } from '../bulk-match/write-matches.js';
import { copyRow } from '../datasources/copy-text.js';
import type { LoadSession } from '../datasources/load-session.js';
import { readRecordsWith, type StoredRecord } from '../datasources/query-records.js';
import { sourceTables } from '../datasources/source-tables.js';
import { DELTA_RECORDS, deltaTinPairs, joinDeltaNameKeys, planDeltaNameKeys, type DeltaPair } from './delta-pairs.js';
import { timed, type DeltaPhaseSeconds } from './delta-phases.js';
import { namesakePairs } from './namesake-pairs.js';

export interface MatchSourceDeltaInput {
  apiName: DatasourceApiName;
  loadId: number;
  /** The enrolled files whose group may use the source (the caller checks the grants). */
  fileIds: readonly number[];
  config: MatchConfig;
  step: MatchStep;
  /** The job's checkpoint; the matcher keeps its place under `delta`. */
  checkpoint?: Record<string, unknown>;
  /** Records matched per committed step. */
  recordsPerStep?: number;
  /** Parties a record's name may bring as candidates, those sharing most keys first. */
  partiesPerRecord?: number;
  /** Records a party's name may bring as candidates, those sharing most keys first. */
  candidatesPerParty?: number;
  /** Matches kept per party, file and source, best first (as a batch match keeps them). */
  matchesPerParty?: number;
  /** Scores the candidate pairs (a pool of worker threads); on the calling thread when absent. */
  scorer?: PairScorer;
  /** Seconds each phase took, added to over the steps: for a benchmark to print where the time goes. */
  phases?: DeltaPhaseSeconds;
}

export interface DeltaCheckpoint {
  /** The highest record id matched so far: steps walk the load's records by id. */
  after: number;
  records: number;
  pairs: number;
  matches: number;
}

export type MatchSourceDeltaSummary = DeltaCheckpoint;

/**
 * A week of deaths in one step: each party's 20 best-sharing records are chosen among a step's
 * records, so a step of a quarter of a delta let a party bring 80.
 */
const DEFAULT_RECORDS_PER_STEP = 100_000;
const DEFAULT_PARTIES_PER_RECORD = 50;
const DEFAULT_MATCHES_PER_PARTY = 10;

/**
 * The records a load added or changed: a reload names them in datasource_deltas (by natural
 * key, on its index); a source's first load has no delta rows, and every record is its own.
 */
async function nextRecordIds(
  session: LoadSession,
  apiName: DatasourceApiName,
  loadId: number,
  after: number,
  limit: number,
): Promise<number[]> {
  const table = sourceTables[apiName].table;
  const [reload] = await session.query<{ any: boolean }>(
    `select exists (select 1 from datasource_deltas where load_id = $1) as any`,
    [loadId],
  );
  const rows = reload?.any
    ? await session.query<{ id: string }>(
        `select r.id::text as id from datasource_deltas d join ${table} r on r.natural_key = d.natural_key
          where d.load_id = $1 and d.api_name = $2 and d.change_kind in ('added', 'changed')
            and r.load_id = $1 and r.id > $3
          order by r.id limit $4`,
        [loadId, apiName, after, limit],
      )
    : // Ordered by the column, not by the text alias: "10" sorts before "9", and a step would end short of its last id.
      await session.query<{ id: string }>(
        `select r.id::text as id from ${table} r where r.load_id = $1 and r.id > $2 order by r.id limit $3`,
        [loadId, after, limit],
      );
  return rows.map((row) => Number(row.id));
}

const deltaMatchColumns = [...matchColumns, 'matched_by_load'] as const;

/** Pairs scored in one call between writes: matches reach the COPY while the next slice is scored. */
const PAIRS_PER_SLICE = 5_000;

/**
 * One file's pairs in slices of whole namesake groups: each namesake pair (namesake-pairs.ts) once,
 * and the parties sharing a first namesake in one slice, so a party's matches are all in the slice
 * that keeps its best.
 */
function* namesakeSlices<P extends DeltaPair>(once: readonly P[]): Generator<P[]> {
  const byFirst = new Map<number, P[]>();
  for (const pair of once) {
    const group = byFirst.get(pair.party.partyId);
    if (group === undefined) byFirst.set(pair.party.partyId, [pair]);
    else group.push(pair);
  }
  let slice: P[] = [];
  for (const group of byFirst.values()) {
    for (const pair of group) slice.push(pair);
    if (slice.length >= PAIRS_PER_SLICE) {
      yield slice;
      slice = [];
    }
  }
  if (slice.length > 0) yield slice;
}

/**
 * Where a step's matches are copied: straight into match_results, or, when a file's enrollment run
 * already matched one of the load's records, a temporary table the pairs already there are skipped
 * from. Such a pair exists only when a file was enrolled after the load and matched against it then,
 * which one range of the record index tells (empty on the usual run; a match in it to another load's
 * record only sends the step the long way).
 */
async function matchesTarget(
  session: LoadSession,
  input: MatchSourceDeltaInput,
  pairs: readonly DeltaPair[],
): Promise<{ asOf: string; table: 'match_results' | 'con_mon_new_matches' }> {
  let first = Infinity;
  let last = -Infinity;
  for (const { recordId } of pairs) {
    first = Math.min(first, recordId);
    last = Math.max(last, recordId);
  }
  const [load] = await session.query<{ asOf: string; taken: boolean }>(
    `select (l.loaded_at at time zone 'UTC')::date::text as "asOf",
            exists (select 1 from match_results m
                     where m.api_name = $1 and m.record_id between $3 and $4 and m.withdrawn_by_load is null
                       and m.file_id = any($5::bigint[])) as taken
       from datasource_loads l where l.id = $2`,
    [input.apiName, input.loadId, first, last, input.fileIds],
  );
  if (load === undefined) throw new Error(`There is no source load ${input.loadId}`);
  if (!load.taken) return { asOf: load.asOf, table: 'match_results' };
  await session.query(
    `create temporary table con_mon_new_matches (file_id bigint, party_id bigint, api_name text, record_id bigint,
       level text, match_type text, score real, matched_name text, explanation jsonb, source_as_of date,
       matched_by_load bigint) on commit drop`,
  );
  return { asOf: load.asOf, table: 'con_mon_new_matches' };
}

/**
 * How the step's slices are scored: by a pool that reads their records itself in the step's snapshot (PostgreSQL),
 * or with the records read here once for the step.
 */
async function scoringOf(
  session: LoadSession,
  input: MatchSourceDeltaInput,
  scorer: PairScorer,
  pairs: readonly DeltaPair[],
): Promise<(slice: readonly DeltaPair[], parties: PreparedParties) => Promise<PartyMatch[]>> {
  const { matchesInSnapshot } = scorer;
  if (matchesInSnapshot !== undefined && session.exportSnapshot !== undefined) {
    const snapshot = await session.exportSnapshot();
    return (slice, parties) => matchesInSnapshot.call(scorer, input.apiName, slice, snapshot, input.config, parties);
  }
  const ids = [...new Set(pairs.map((pair) => pair.recordId))];
  // OFAC's aliases, dates of birth and countries are lists; no other source's party needs one.
  const stored = await timed(input.phases, 'readRecords', () =>
    readRecordsWith(session.query, input.apiName, ids, input.apiName === 'ofac'),
  );
  const records = new Map<number, StoredRecord<DatasourceApiName>>(stored.map((record) => [record.id, record]));
  return (slice, parties) => scorer.matches(input.apiName, slice, records, input.config, parties);
}

/**
 * Scores a step's pairs and writes their matches stamped with the load, file by file (a party id is
 * unique only within its file), a record once for a file's namesakes alike in all the engine reads
 * (namesake-pairs.ts). The matches go out through one COPY slice by slice, so the database writes a
 * slice's rows and their indexes while the next slice is scored: the two took about as long each,
 * one after the other (docs/benchmarks.md, "Continuous monitoring"). A pair already matched and
 * not withdrawn is left as it is (matchesTarget). Answers the matches written.
 */
async function scoreAndWrite(session: LoadSession, input: MatchSourceDeltaInput, pairs: readonly DeltaPair[]) {
  if (pairs.length === 0) return 0;
  const scorer = input.scorer ?? mainThreadScorer;
  const score = await scoringOf(session, input, scorer, pairs);
  const byFile = new Map<number, DeltaPair[]>();
  for (const pair of pairs) {
    const filePairs = byFile.get(pair.fileId);
    if (filePairs === undefined) byFile.set(pair.fileId, [pair]);
    else filePairs.push(pair);
  }
  const perParty = input.matchesPerParty ?? DEFAULT_MATCHES_PER_PARTY;
  const target = await timed(input.phases, 'writing', () => matchesTarget(session, input, pairs));
  const copy = session.copyInto(target.table, deltaMatchColumns);
  let copied = 0;
  for (const [fileId, filePairs] of byFile) {
    const once = await timed(input.phases, 'scoring', async () => namesakePairs(filePairs));
    const parties = new PreparedParties();
    for (const slice of namesakeSlices(once.pairs)) {
      const matches = await timed(input.phases, 'scoring', async () =>
        keepBest(once.spread(await score(slice, parties)), perParty),
      );
      await timed(input.phases, 'writing', async () => {
        for (const match of matches) {
          await copy.write(copyRow([...matchValues(fileId, input.apiName, match, target.asOf), input.loadId]));
        }
        await copy.flush();
        // The COPY's bytes leave on the event loop's turn, not on a microtask's.
        await new Promise((resolve) => setImmediate(resolve));
      });
      copied += matches.length;
    }
  }
  return timed(input.phases, 'writing', async () => {
    await copy.end();
    if (target.table === 'match_results') return copied;
    const [written] = await session.query<{ n: number }>(
      `with written as (
       insert into match_results (${deltaMatchColumns.join(', ')})
       select ${deltaMatchColumns.join(', ')} from con_mon_new_matches
       on conflict (file_id, party_id, api_name, record_id) where withdrawn_by_load is null do nothing
       returning 1)
       select count(*)::int as n from written`,
    );
    await session.query(`drop table con_mon_new_matches`);
    return written?.n ?? 0;
  });
}

/**
 * Matches the records one source load added or changed, and only those, against the parties of
 * the given enrolled files (docs/con-mon-api.md, "The delta matcher"): the reverse of a batch
 * match, with its levels and match types. TINs are joined to the parties' TINs and names to
 * the parties' name keys, set-based, `recordsPerStep` records a step; each step's matches are
 * written with the load's id and the checkpoint moves past them in the same transaction.
 * Withdrawing the matches of changed and removed records is the load's own work
 * (source-load-hooks.ts), done before this runs.
 */
export async function matchSourceDelta(input: MatchSourceDeltaInput): Promise<MatchSourceDeltaSummary> {
  const perStep = input.recordsPerStep ?? DEFAULT_RECORDS_PER_STEP;
  const perRecord = input.partiesPerRecord ?? DEFAULT_PARTIES_PER_RECORD;
  const saved = (input.checkpoint?.delta ?? {}) as Partial<DeltaCheckpoint>;
  let place: DeltaCheckpoint = {
    after: saved.after ?? 0,
    records: saved.records ?? 0,
    pairs: saved.pairs ?? 0,
    matches: saved.matches ?? 0,
  };
  if (input.fileIds.length === 0) return place;
  for (;;) {
    const done = await input.step(
      async (session) => {
        const { phases } = input;
        const ids = await timed(phases, 'recordIds', () =>
          nextRecordIds(session, input.apiName, input.loadId, place.after, perStep),
        );
        if (ids.length === 0) return null;
        if (session.kind === 'postgres') {
          // The name join's estimate crosses the JIT threshold, and compiling it costs seconds more than it
          // saves; at the default 4 MB a step's pairs are aggregated and sorted on disk (docs/benchmarks.md).
          await session.query(`select set_config('jit', 'off', true), set_config('work_mem', '256MB', true)`);
        }
        await session.query(`create temporary table ${DELTA_RECORDS} (record_id bigint primary key) on commit drop`);
        await session.query(`insert into ${DELTA_RECORDS} select unnest($1::bigint[])`, [ids]);
        const pairs = await timed(phases, 'tinJoin', () => deltaTinPairs(session, input.apiName, input.fileIds));
        if (await timed(phases, 'planKeys', () => planDeltaNameKeys(session, input.apiName))) {
          const named = await timed(phases, 'nameJoin', () =>
            joinDeltaNameKeys(session, input.apiName, input.fileIds, perRecord, undefined, input.candidatesPerParty),
          );
          for (const pair of named) pairs.push(pair);
        }
        const written = await scoreAndWrite(session, input, pairs);
        await session.query(`drop table ${DELTA_RECORDS}`);
        return { last: ids[ids.length - 1] ?? place.after, records: ids.length, pairs: pairs.length, written };
      },
      (result) => {
        const at = result === null ? place : advance(place, result);
        return {
          checkpoint: { ...input.checkpoint, delta: at },
          progress: { rowsDone: at.records, matches: at.matches },
          phase: result === null ? 'done' : 'matching',
        };
      },
    );
    if (done === null) return place;
    place = advance(place, done);
  }
}

function advance(
  place: DeltaCheckpoint,
  step: { last: number; records: number; pairs: number; written: number },
): DeltaCheckpoint {
  return {
    after: step.last,
    records: place.records + step.records,
    pairs: place.pairs + step.pairs,
    matches: place.matches + step.written,
  };
}
