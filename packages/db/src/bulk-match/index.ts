export {
  matchAgencyFile,
  type MatchAgencyFileInput,
  type MatchAgencyFileSummary,
  type MatchCheckpoint,
  type MatchPhaseFigures,
  type MatchPlan,
  type MatchStep,
} from './match-agency-file.js';
export { batchMatchOf, partyOfAgencyRow, type AgencyParty, type BatchMatch } from './batch-level.js';
export {
  defaultNameBudget,
  nameKeyPairs,
  bulkKeys,
  pairKeysOrAll,
  type CandidatePair,
  type NameBudget,
} from './candidate-pairs.js';
export { keepBest, matchesOf, PreparedParties, type PartyMatch } from './score-pairs.js';
export { tinPairs } from './tin-pairs.js';
export { transactionSteps } from './transaction-steps.js';
export { turnTakingScorer } from './turn-taking-scorer.js';
export {
  createScoringPool,
  defaultScoringWorkers,
  mainThreadScorer,
  type PairScorer,
  type ScoringPoolOptions,
} from './scoring-pool.js';
