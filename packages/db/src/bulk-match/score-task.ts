import type { DatasourceApiName } from '@dnp/contracts';
import type { MatchConfig } from '@dnp/matching';
import pg from 'pg';
import { readRecordsInSnapshot, type StoredRecord } from '../datasources/query-records.js';
import type { AgencyParty } from './batch-level.js';
import { PreparedParties, PreparedRecords, scorePair, type PartyMatch } from './score-pairs.js';

/** What every task names: the source, the engine's settings, and the scoring call it is a slice of. */
interface TaskOfCall {
  apiName: DatasourceApiName;
  config: MatchConfig;
  /**
   * The scoring call the task is a slice of: its records were read together, in one transaction,
   * so a record read and prepared for one slice serves the call's other slices as it is.
   */
  call: number;
  /** The oldest call still being scored in the pool: what a worker keeps of older calls is dropped. */
  oldestCall: number;
  parties: AgencyParty[];
}

/**
 * A batch of pairs as it crosses to a scoring worker with its records: plain data only (a prepared
 * record holds nothing a worker could not rebuild, and rebuilding it costs less than cloning it),
 * each party and record once, the pairs as indexes into them.
 */
export interface ScoreTask extends TaskOfCall {
  records: Array<StoredRecord<DatasourceApiName>>;
  /** Party index and record index of each pair, two numbers a pair, in the step's order. */
  pairs: Int32Array;
}

/**
 * A batch of pairs whose records the worker reads itself, on PostgreSQL, in the snapshot the step's transaction
 * exported: the calling thread then neither reads, parses nor clones them (docs/matching.md, "Scoring in worker
 * threads").
 */
export interface SnapshotScoreTask extends TaskOfCall {
  /** The database the worker connects to, and the snapshot it reads in (`LoadSession.exportSnapshot`). */
  database: string;
  snapshot: string;
  /**
   * The parties' preparation on the calling thread the pairs come with: the worker keeps its own under the same
   * number for the tasks after (a range's parties are scored against every source, each source a call).
   */
  partiesOf: number;
  /** The party index of each pair, in the step's order. */
  partyAt: Int32Array;
  /** The record id of each pair (ids run past 32 bits on a long-lived set). */
  recordIds: Float64Array;
}

/** What a worker keeps of one call: the records it read, and the records prepared. */
interface CallState {
  read: Map<number, StoredRecord<DatasourceApiName>>;
  prepared: PreparedRecords<DatasourceApiName>;
}

const calls = new Map<number, CallState>();

function stateOf(task: TaskOfCall): CallState {
  for (const call of calls.keys()) if (call < task.oldestCall) calls.delete(call);
  let state = calls.get(task.call);
  if (state === undefined) {
    state = { read: new Map(), prepared: new PreparedRecords(task.apiName) };
    calls.set(task.call, state);
  }
  return state;
}

/**
 * One client per database for the worker's life. The worker's two tasks share it: each read is one message
 * (`readRecordsInSnapshot`), so the client runs them one after the other and their transactions never interleave.
 */
const clients = new Map<string, Promise<pg.Client>>();

function clientOf(database: string): Promise<pg.Client> {
  let client = clients.get(database);
  if (client === undefined) {
    // Settings as the API's pool has them (create-db.ts): reads by id gain nothing from JIT.
    const connecting = new pg.Client({
      connectionString: database,
      application_name: 'dnp scoring worker',
      options: '-c jit=off',
    });
    // A connection lost between tasks is dropped here, so the next task connects again.
    connecting.on('error', () => clients.delete(database));
    client = connecting.connect().then(() => connecting);
    client.catch(() => clients.delete(database));
    clients.set(database, client);
  }
  return client;
}

/**
 * The task's records this worker has not read for its call yet, read in the task's snapshot. A worker takes two
 * tasks at a time: the second's read goes out on the connection while the first is scored.
 */
async function readMissing(task: SnapshotScoreTask, state: CallState): Promise<void> {
  const missing = [...new Set(task.recordIds)].filter((id) => !state.read.has(id));
  if (missing.length === 0) return;
  const client = await clientOf(task.database);
  // OFAC's aliases, dates of birth and countries are lists; no other source's party needs one.
  const stored = await readRecordsInSnapshot(client, task.snapshot, task.apiName, missing, task.apiName === 'ofac');
  for (const record of stored) state.read.set(record.id, record);
}

/** Parties prepared, by the calling thread's preparation they mirror: the last few, as a step holds one or two. */
const partiesKept = new Map<number, PreparedParties>();
const PARTIES_KEPT = 4;

function partiesOf(task: SnapshotScoreTask): PreparedParties {
  let parties = partiesKept.get(task.partiesOf);
  if (parties === undefined) {
    parties = new PreparedParties();
    partiesKept.set(task.partiesOf, parties);
    for (const kept of partiesKept.keys()) if (partiesKept.size > PARTIES_KEPT) partiesKept.delete(kept);
  }
  return parties;
}

/** Scores the `count` pairs whose party and record `partyAt` and `recordAt` give by index, matches in pair order. */
function scoreEach(
  task: TaskOfCall,
  both: { parties: PreparedParties; records: PreparedRecords<DatasourceApiName> },
  count: number,
  partyAt: (at: number) => AgencyParty | undefined,
  recordAt: (at: number) => StoredRecord<DatasourceApiName> | undefined,
): PartyMatch[] {
  const matches: PartyMatch[] = [];
  for (let at = 0; at < count; at++) {
    // Two lookups, not an object a pair: this loop runs millions of times a run.
    const party = partyAt(at);
    const stored = recordAt(at);
    if (party === undefined || stored === undefined) continue;
    const match = scorePair(task.apiName, party, stored, both, task.config);
    if (match !== null) matches.push(match);
  }
  return matches;
}

/** Scores one task's pairs and answers their matches in pair order (runs in a scoring worker). */
export async function scoreTask(task: ScoreTask | SnapshotScoreTask): Promise<PartyMatch[]> {
  const state = stateOf(task);
  if ('snapshot' in task) {
    await readMissing(task, state);
    const both = { parties: partiesOf(task), records: state.prepared };
    return scoreEach(
      task,
      both,
      task.partyAt.length,
      (at) => task.parties[task.partyAt[at] ?? -1],
      (at) => state.read.get(task.recordIds[at] ?? -1),
    );
  }
  const both = { parties: new PreparedParties(), records: state.prepared };
  return scoreEach(
    task,
    both,
    task.pairs.length / 2,
    (at) => task.parties[task.pairs[2 * at] ?? -1],
    (at) => task.records[task.pairs[2 * at + 1] ?? -1],
  );
}
