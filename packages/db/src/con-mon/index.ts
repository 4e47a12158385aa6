export {
  matchSourceDelta,
  type DeltaCheckpoint,
  type MatchSourceDeltaInput,
  type MatchSourceDeltaSummary,
} from './match-source-delta.js';
export { noPhaseSeconds, type DeltaPhaseSeconds } from './delta-phases.js';
export { settleEnrollment, type Replacement } from './settle-enrollment.js';
export { DELTA_RECORDS, deltaNamePairs, deltaTinPairs } from './delta-pairs.js';
export { CON_MON_SOURCE_DELTA_JOB, enqueueSourceDelta, withdrawReplacedRecordMatches } from './source-load-hooks.js';
