import type { DatasourceApiName } from '@dnp/contracts';
import type { MatchConfig } from '@dnp/matching';
import type { StoredRecord } from '../datasources/query-records.js';
import type { AgencyParty } from './batch-level.js';
import { PreparedParties, PreparedRecords, scorePair, type PartyMatch } from './score-pairs.js';

/**
 * A batch of pairs as it crosses to a scoring worker: plain data only (a prepared record holds
 * nothing a worker could not rebuild, and rebuilding it costs less than cloning it), each party
 * and record once, the pairs as indexes into them.
 */
export interface ScoreTask {
  apiName: DatasourceApiName;
  config: MatchConfig;
  parties: AgencyParty[];
  records: Array<StoredRecord<DatasourceApiName>>;
  /** Party index and record index of each pair, two numbers a pair, in the step's order. */
  pairs: Int32Array;
  /**
   * The scoring call the task is a slice of: its records were read together, in one transaction,
   * so a record prepared for one slice serves the call's other slices as it is.
   */
  call: number;
}

/** Records prepared per call, for the last few calls: a step scores a few sources or files at once. */
const preparedByCall = new Map<number, PreparedRecords<DatasourceApiName>>();
const CALLS_KEPT = 8;

function recordsOfCall(task: ScoreTask): PreparedRecords<DatasourceApiName> {
  let records = preparedByCall.get(task.call);
  if (records === undefined) {
    records = new PreparedRecords(task.apiName);
    preparedByCall.set(task.call, records);
    for (const call of preparedByCall.keys()) if (preparedByCall.size > CALLS_KEPT) preparedByCall.delete(call);
  }
  return records;
}

/** Scores one task's pairs and answers their matches in pair order (runs in a scoring worker). */
export function scoreTask(task: ScoreTask): PartyMatch[] {
  const prepared = { parties: new PreparedParties(), records: recordsOfCall(task) };
  const matches: PartyMatch[] = [];
  for (let at = 0; at + 1 < task.pairs.length; at += 2) {
    const party = task.parties[task.pairs[at] ?? -1];
    const stored = task.records[task.pairs[at + 1] ?? -1];
    if (party === undefined || stored === undefined) continue;
    const match = scorePair(task.apiName, party, stored, prepared, task.config);
    if (match !== null) matches.push(match);
  }
  return matches;
}
