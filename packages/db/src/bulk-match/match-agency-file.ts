import { catalogEntry, type DatasourceApiName } from '@dnp/contracts';
import type { MatchConfig } from '@dnp/matching';
import type { StepOutcome } from '../jobs/job-queue.js';
import type { LoadSession } from '../datasources/load-session.js';
import { readRecordsWith, type StoredRecord } from '../datasources/query-records.js';
import type { AgencyParty } from './batch-level.js';
import { sourceTables } from '../datasources/source-tables.js';
import {
  defaultNameBudget,
  nameKeyPairs,
  partiesByName,
  type CandidatePair,
  type NameBudget,
} from './candidate-pairs.js';
import { tinPairs, type TinPair } from './tin-pairs.js';
import { partiesById } from './party-rows.js';
import { tinSlices } from './tin-slices.js';
import { alongside } from './alongside.js';
import { keepBest, PreparedParties, type PartyMatch } from './score-pairs.js';
import { mainThreadScorer, type PairScorer } from './scoring-pool.js';
import { writeMatches } from './write-matches.js';

/** A job runner's step: the work and the checkpoint after it commit together, or neither does. */
export type MatchStep = <T>(
  work: (session: LoadSession) => Promise<T>,
  outcome: (result: T) => StepOutcome,
) => Promise<T>;

export interface MatchAgencyFileInput {
  fileId: number;
  /** The sources the file's access group may use (the caller checks its grants); others are never read. */
  datasources: readonly DatasourceApiName[];
  config: MatchConfig;
  /** The job's step (JobHandlerContext.step); each unit of work is one step. */
  step: MatchStep;
  /**
   * The job's checkpoint as it stands when matching starts (job.checkpoint, with the caller's
   * own steps before it). The matcher keeps its place under `match` and carries every other key
   * through, so the caller's own keys survive.
   */
  checkpoint?: Record<string, unknown>;
  /** Parties per name-matching step: bounds one transaction's work and what a crash repeats. */
  partiesPerStep?: number;
  /**
   * Parties per TIN step. Unset, the TIN join of the whole file is one step (one hash of the file
   * on PostgreSQL); PGlite's runner sets it, since a step holds that database's only connection
   * and a search waits for the rest of it (docs/jobs.md, "Runs give way to requests").
   */
  tinPartiesPerStep?: number;
  /** TIN pairs read, scored and written together within a TIN step (TIN_PAIRS_PER_SLICE unless a test sets it). */
  tinPairsPerSlice?: number;
  /** Per-party bounds of the name index search (candidate-pairs.ts). */
  nameBudget?: Partial<NameBudget>;
  /** Matches kept per party and source, best first. */
  matchesPerParty?: number;
  /** Scores the candidate pairs (a pool of worker threads); on the calling thread when absent. */
  scorer?: PairScorer;
  /** The clock for rows/s; Date.now unless a test fixes it. */
  now?: () => number;
}

/**
 * What the run covers, fixed by its first step: a resumed run keeps it, so a source loaded for
 * the first time meanwhile cannot shift the units under the saved place.
 */
export interface MatchPlan {
  sources: DatasourceApiName[];
  /** The file's lowest and highest party id; null for a file without parties. */
  min: number | null;
  max: number | null;
  parties: number;
  partiesPerStep: number;
  /** Parties per TIN step; absent (as in a plan an older run saved), one TIN step for the file. */
  tinPartiesPerStep?: number;
  /**
   * The ranges (0 from `min`) holding a party without a TIN: the only ones a source holding TINs
   * searches by name. Absent from a plan an older run saved, which searched every range.
   */
  rangesWithoutTin?: number[];
}

/** Where a run stands: kept in the job's checkpoint under `match`. */
export interface MatchCheckpoint {
  plan?: MatchPlan;
  /** Units of work committed: the next one to run. */
  next: number;
  pairs: number;
  matches: number;
}

/** Time spent and pairs seen per phase in this run (a resumed run counts only its own). */
export interface MatchPhaseFigures {
  tinJoin: { ms: number; pairs: number };
  names: { ms: number; pairs: number; parties: number };
  scoring: { ms: number; pairs: number };
  writing: { ms: number; rows: number };
}

export interface MatchAgencyFileSummary {
  parties: number;
  units: number;
  /** Candidate pairs scored and matches written, over every run of the job. */
  pairs: number;
  matches: number;
  phases: MatchPhaseFigures;
}

/** A step of the run: the TIN join of every source over the whole file, or one range of parties on one source by name. */
type Unit =
  | { kind: 'tin'; apiNames: DatasourceApiName[]; range?: { from: number; to: number } }
  | { kind: 'name'; apiName: DatasourceApiName; from: number; to: number; withoutTinOnly: boolean };

const DEFAULT_PARTIES_PER_STEP = 20_000;
/**
 * TIN pairs read, scored and written together within the TIN step: the join runs once over the whole file, but a
 * million-row file's 580,000 pairs read with their records at once took the API past 3 GB.
 */
const TIN_PAIRS_PER_SLICE = 50_000;
const DEFAULT_MATCHES_PER_PARTY = 10;

const holdsTins = (apiName: DatasourceApiName): boolean =>
  sourceTables[apiName].columns.some((column) => column.attribute === 'tin');

/**
 * The units in a fixed order, so a resumed run finds its place by number: the TIN join, then each range of parties on every source in turn (a range's parties are prepared once
 * for all its sources). A source holding TINs searches by name only the parties without one, so
 * a range without such a party has no step on it: a payment file, whose payees all carry a TIN,
 * took 250 empty steps (7.6 s at a million payees) to learn that.
 */
function planUnits(plan: MatchPlan): Unit[] {
  const sorted = [...plan.sources].sort();
  const withTins = sorted.filter(holdsTins);
  const units: Unit[] = withTins.length > 0 ? tinUnits(plan, withTins) : [];
  const byName = sorted.filter((apiName) => catalogEntry(apiName).searchMode !== 'tinOnly');
  if (plan.min === null || plan.max === null) return units;
  const withoutTin = plan.rangesWithoutTin === undefined ? undefined : new Set(plan.rangesWithoutTin);
  for (let from = plan.min, at = 0; from <= plan.max; from += plan.partiesPerStep, at++) {
    const to = Math.min(plan.max, from + plan.partiesPerStep - 1);
    for (const apiName of byName) {
      const withoutTinOnly = holdsTins(apiName);
      if (withoutTinOnly && withoutTin?.has(at) === false) continue;
      units.push({ kind: 'name', apiName, from, to, withoutTinOnly });
    }
  }
  return units;
}

/** The TIN join of the whole file, or of each range of `tinPartiesPerStep` parties when the plan has one. */
function tinUnits(plan: MatchPlan, apiNames: DatasourceApiName[]): Unit[] {
  const per = plan.tinPartiesPerStep;
  if (per === undefined || plan.min === null || plan.max === null) return [{ kind: 'tin', apiNames }];
  const units: Unit[] = [];
  for (let from = plan.min; from <= plan.max; from += per) {
    units.push({ kind: 'tin', apiNames, range: { from, to: Math.min(plan.max, from + per - 1) } });
  }
  return units;
}

/** The ranges of `partiesPerStep` parties from `min` that hold a party without a TIN, in one read of the file. */
async function rangesWithoutTin(
  session: LoadSession,
  fileId: number,
  min: number,
  partiesPerStep: number,
): Promise<number[]> {
  const rows = await session.query<{ at: number }>(
    `select distinct ((party_id - $2) / $3)::int as at from agency_parties
      where file_id = $1 and tin is null order by 1`,
    [fileId, min, partiesPerStep],
  );
  return rows.map((row) => row.at);
}

interface SourceState {
  asOf: string | null;
}

async function loadedSources(
  session: LoadSession,
  datasources: readonly DatasourceApiName[],
): Promise<Map<DatasourceApiName, SourceState>> {
  const rows = await session.query<{ api_name: DatasourceApiName; as_of: string }>(
    `select distinct on (api_name) api_name, to_char(loaded_at at time zone 'UTC', 'YYYY-MM-DD') as as_of
       from datasource_loads where api_name = any($1::text[]) order by api_name, id desc`,
    [[...datasources]],
  );
  return new Map(rows.map((row) => [row.api_name, { asOf: row.as_of }]));
}

/**
 * Matches the parties of one agency file (agency_parties, by file_id) against the given
 * datasources and writes what matched to match_results (docs/matching.md, "Batch match levels").
 *
 * - Parties with a TIN are matched on each source that holds TINs by one join over the whole
 *   file; the names (and date of birth) then decide the level with the search's engine.
 * - Name-only sources, and parties without a TIN, are matched by name through the name index,
 *   `partiesPerStep` parties at a time, each with a bounded search (`nameBudget`).
 * - Each unit (a source's TIN join, or a range of parties on one source) is one `step`: its
 *   matches are written by COPY and the checkpoint moves past it in the same transaction. A run
 *   started again with the job's checkpoint continues at the next unit: no duplicates, no gaps.
 * - Sources never loaded are skipped; a source not in `datasources` is never read.
 *
 * Progress after each step: `{ rowsDone, rowsTotal, rowsPerSecond, pairs, matches }` (rows are
 * the file's parties, counted as units complete), phase `matching`.
 */
export async function matchAgencyFile(input: MatchAgencyFileInput): Promise<MatchAgencyFileSummary> {
  const now = input.now ?? Date.now;
  const started = now();
  const partiesPerStep = input.partiesPerStep ?? DEFAULT_PARTIES_PER_STEP;
  const budget: NameBudget = { ...defaultNameBudget, ...input.nameBudget };
  const perParty = input.matchesPerParty ?? DEFAULT_MATCHES_PER_PARTY;
  const saved = (input.checkpoint?.match ?? {}) as Partial<MatchCheckpoint>;
  let place: MatchCheckpoint = {
    ...(saved.plan ? { plan: saved.plan } : {}),
    next: saved.next ?? 0,
    pairs: saved.pairs ?? 0,
    matches: saved.matches ?? 0,
  };
  const phases: MatchPhaseFigures = {
    tinJoin: { ms: 0, pairs: 0 },
    names: { ms: 0, pairs: 0, parties: 0 },
    scoring: { ms: 0, pairs: 0 },
    writing: { ms: 0, rows: 0 },
  };
  const timed = async <T>(work: () => Promise<T>, add: (ms: number, result: T) => void): Promise<T> => {
    const start = now();
    const result = await work();
    add(now() - start, result);
    return result;
  };

  // The plan is read inside a step of its own, committed with the checkpoint it starts from.
  const { plan, sources } = await input.step(
    async (session) => {
      if (place.plan) return { plan: place.plan, sources: await loadedSources(session, place.plan.sources) };
      const [range] = await session.query<{ min: string | null; max: string | null; parties: number }>(
        `select min(party_id)::text as min, max(party_id)::text as max, count(*)::int as parties
           from agency_parties where file_id = $1`,
        [input.fileId],
      );
      // The intake has just written the file: without fresh statistics the planner expects a few
      // rows and probes each source's TIN index once per party instead of hashing the file.
      await session.query(`analyze agency_parties`);
      const loaded = await loadedSources(session, input.datasources);
      const min = range?.min == null ? null : Number(range.min);
      const fixed: MatchPlan = {
        sources: [...loaded.keys()],
        min,
        max: range?.max == null ? null : Number(range.max),
        parties: range?.parties ?? 0,
        partiesPerStep,
        ...(input.tinPartiesPerStep === undefined ? {} : { tinPartiesPerStep: input.tinPartiesPerStep }),
        rangesWithoutTin: min === null ? [] : await rangesWithoutTin(session, input.fileId, min, partiesPerStep),
      };
      return { plan: fixed, sources: loaded };
    },
    (planned) => ({ checkpoint: { ...input.checkpoint, match: { ...place, plan: planned.plan } }, phase: 'matching' }),
  );
  place = { ...place, plan };
  const parties = plan.parties;
  const units = planUnits(plan);

  const scorer = input.scorer ?? mainThreadScorer;
  // Parties prepared per range of the name steps (the range running and the one read ahead).
  const preparedRanges = new Map<number, PreparedParties>();
  const partiesOfRange = (from: number): PreparedParties => {
    let found = preparedRanges.get(from);
    if (found === undefined) {
      found = new PreparedParties();
      preparedRanges.set(from, found);
    }
    return found;
  };
  // On PostgreSQL a pool given the database reads the records itself, in the step's snapshot (scoring-pool.ts).
  const scoresInSnapshot = (session: LoadSession) =>
    scorer.matchesInSnapshot !== undefined && session.exportSnapshot !== undefined;
  // Reading the records is counted with scoring, as it was when the two ran back to back.
  const readRecords = (session: LoadSession, apiName: DatasourceApiName, pairs: readonly CandidatePair[]) =>
    scoresInSnapshot(session)
      ? Promise.resolve(undefined)
      : timed(
          () => recordsOf(session, apiName, pairs),
          (ms) => {
            phases.scoring.ms += ms;
          },
        );
  const nameCandidates = async (session: LoadSession, unit: Unit & { kind: 'name' }): Promise<Candidates> => {
    const parties = partiesOfRange(unit.from);
    const pairs = await timed(
      async () => {
        const byName = await partiesByName(session, input.fileId, unit, unit.withoutTinOnly);
        phases.names.parties += byName.length;
        return nameKeyPairs(session, unit.apiName, byName, parties, budget);
      },
      (ms, found) => {
        phases.names.ms += ms;
        phases.names.pairs += found.length;
      },
    );
    return { apiName: unit.apiName, pairs, records: await readRecords(session, unit.apiName, pairs), parties };
  };
  // One clock for all the sources of a unit: on the calling thread each is scored before any answer is seen.
  const scoreAll = async (session: LoadSession, all: readonly Candidates[]): Promise<PartyMatch[][]> => {
    const start = now();
    // One snapshot for every source of the unit, while the step's transaction is open (it is until they settle).
    let snapshot: Promise<string> | undefined;
    const scoring = all.map(({ apiName, pairs, records, parties }) => {
      if (records !== undefined) return scorer.matches(apiName, pairs, records, input.config, parties);
      // Records are left unread only when the scorer reads them itself (scoresInSnapshot).
      const { matchesInSnapshot } = scorer;
      if (matchesInSnapshot === undefined || session.exportSnapshot === undefined) {
        throw new Error('candidates without their records, and a scorer that cannot read them');
      }
      if (pairs.length === 0) return Promise.resolve([]);
      snapshot ??= session.exportSnapshot();
      return snapshot.then((id) => matchesInSnapshot.call(scorer, apiName, pairs, id, input.config, parties));
    });
    const found = await Promise.all(scoring);
    phases.scoring.ms += now() - start;
    for (const candidates of all) phases.scoring.pairs += candidates.pairs.length;
    return found.map((matches) => keepBest(matches, perParty));
  };
  const write = async (session: LoadSession, apiName: DatasourceApiName, matches: PartyMatch[]) => {
    await timed(
      () =>
        writeMatches(session, {
          fileId: input.fileId,
          apiName,
          sourceAsOf: sources.get(apiName)?.asOf ?? null,
          matches,
        }),
      (ms) => {
        phases.writing.ms += ms;
        phases.writing.rows += matches.length;
      },
    );
    return matches.length;
  };

  /**
   * While the workers score a unit, the next name unit's candidates are read in the same
   * transaction and kept for its step. They are only read: that step still writes its matches
   * with its own checkpoint, and a run that dies between the two reads them again. When the
   * workers read the records, they read the next unit's in its own step's snapshot.
   */
  let ahead: { unit: number; candidates: Candidates } | undefined;
  const readAhead = async (session: LoadSession, index: number) => {
    const next = units[index + 1];
    ahead = next?.kind === 'name' ? { unit: index + 1, candidates: await nameCandidates(session, next) } : undefined;
  };
  // The TIN join's pairs carry ids: a slice's parties are read with it, the time counted with the join's.
  const partiesOfSlice = (session: LoadSession, slice: ReadonlyMap<DatasourceApiName, readonly TinPair[]>) =>
    timed(
      () => partiesById(session, input.fileId, [...new Set([...slice.values()].flat().map((pair) => pair.partyId))]),
      (ms) => {
        phases.tinJoin.ms += ms;
      },
    );
  const runUnit = async (session: LoadSession, index: number, current: Unit) => {
    if (current.kind === 'tin') {
      const bySource = await timed(
        () => tinPairs(session, current.apiNames, input.fileId, current.range),
        (ms, found) => {
          phases.tinJoin.ms += ms;
          for (const pairs of found.values()) phases.tinJoin.pairs += pairs.length;
        },
      );
      const done = { pairs: 0, matches: 0 };
      const slices = tinSlices(bySource, input.tinPairsPerSlice ?? TIN_PAIRS_PER_SLICE);
      for (const [at, slice] of slices.entries()) {
        const tinParties = new PreparedParties();
        const candidates: Candidates[] = [];
        const sliceParties = await partiesOfSlice(session, slice);
        for (const [apiName, ids] of slice) {
          const pairs = ids.map(({ partyId, recordId }) => ({ party: partyIn(sliceParties, partyId), recordId }));
          candidates.push({ apiName, pairs, records: await readRecords(session, apiName, pairs), parties: tinParties });
        }
        // Every source's pairs of the slice go to the scorer at once, so the workers stay busy across sources; the
        // next name unit is read beside the last slice.
        const [scored] = await alongside(scoreAll(session, candidates), () =>
          at === slices.length - 1 ? readAhead(session, index) : Promise.resolve(),
        );
        for (const [sourceAt, source] of candidates.entries()) {
          done.pairs += source.pairs.length;
          done.matches += await write(session, source.apiName, scored[sourceAt] ?? []);
        }
      }
      return done;
    }
    for (const from of preparedRanges.keys()) if (from < current.from) preparedRanges.delete(from);
    const candidates = ahead?.unit === index ? ahead.candidates : await nameCandidates(session, current);
    const [[matches = []]] = await alongside(scoreAll(session, [candidates]), () => readAhead(session, index));
    return { pairs: candidates.pairs.length, matches: await write(session, current.apiName, matches) };
  };

  const progress = (at: MatchCheckpoint) => {
    const seconds = Math.max(0.001, (now() - started) / 1000);
    const rowsDone = units.length === 0 ? parties : Math.floor((parties * at.next) / units.length);
    return {
      rowsDone,
      rowsTotal: parties,
      rowsPerSecond: Math.round(rowsDone / seconds),
      pairs: at.pairs,
      matches: at.matches,
    };
  };
  const advance = (done: { pairs: number; matches: number }): MatchCheckpoint => ({
    plan,
    next: place.next + 1,
    pairs: place.pairs + done.pairs,
    matches: place.matches + done.matches,
  });

  for (let unit = units[place.next]; unit !== undefined; unit = units[place.next]) {
    const current = unit;
    const index = place.next;
    const done = await input.step(
      (session) => runUnit(session, index, current),
      (result) => {
        const at = advance(result);
        return { checkpoint: { ...input.checkpoint, match: at }, progress: progress(at), phase: 'matching' };
      },
    );
    place = advance(done);
  }
  return { parties, units: units.length, pairs: place.pairs, matches: place.matches, phases };
}

/** A unit's candidates, read and ready to score. */
interface Candidates {
  apiName: DatasourceApiName;
  pairs: CandidatePair[];
  /** The pairs' records; absent when the scorer reads them itself, in the step's snapshot. */
  records: Map<number, StoredRecord<DatasourceApiName>> | undefined;
  /** The parties prepared for this range: the calling thread's scorer reuses them across sources. */
  parties: PreparedParties;
}

/** A party the join paired, as read for its slice: the read answers every id the join gave, in the same transaction. */
function partyIn(parties: ReadonlyMap<number, AgencyParty>, partyId: number): AgencyParty {
  const party = parties.get(partyId);
  if (party === undefined) throw new Error(`party ${partyId} of the TIN join was not read with its slice`);
  return party;
}

async function recordsOf(
  session: LoadSession,
  apiName: DatasourceApiName,
  pairs: readonly CandidatePair[],
): Promise<Map<number, StoredRecord<DatasourceApiName>>> {
  if (pairs.length === 0) return new Map();
  const ids = [...new Set(pairs.map((pair) => pair.recordId))];
  // OFAC's aliases, dates of birth and countries are lists; no other source's party needs one.
  const stored = await readRecordsWith(session.query, apiName, ids, apiName === 'ofac');
  return new Map(stored.map((record) => [record.id, record]));
}
