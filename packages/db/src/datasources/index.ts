export { partyOfRecord } from './party-of-record.js';
export { listedNameKeys, listedNames, recordNameKeys, type ListedName } from './record-names.js';
export { loadDatasource, type LoadOptions, type LoadProgress, type LoadSummary } from './load-datasource.js';
export { LoadRejectedError, describeRejection } from './load-rejected-error.js';
export { sourceTables, type SourceTables } from './source-tables.js';
export { tinKeyPartition } from './tin-keys.js';
export {
  findCandidatesByNameKeys,
  readRecords,
  readRecordsWith,
  type QueryRows,
  readRecordsByTin,
  type KeyCandidate,
  type NameKeyCandidates,
  type StoredRecord,
} from './query-records.js';
export { hasLoad } from './loads.js';
export { inLoadTransaction, queryRows, type LoadSession } from './load-session.js';
export { copyRow } from './copy-text.js';
export { nameKeyHash, nameKeyHashes, nameKeyPartition } from './name-key-hash.js';
export { DEFAULT_POSTINGS_BUDGET, NAME_CANDIDATES, planNameKeys, type NameKeyPlan } from './plan-name-keys.js';
export { FirstLoadRows, firstLoadTables, type RowBatch } from './first-load-rows.js';
export type { PreparedRows } from './first-load.js';
