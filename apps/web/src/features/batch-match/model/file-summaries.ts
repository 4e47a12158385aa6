import type { BatchMatchSummary } from '@dnp/contracts';
import { groupByFile, type FileOf, type SourceCountsOf } from '../../../lib/agency-files/group-by-file.js';

export type SourceCounts = SourceCountsOf<BatchMatchSummary>;
/** One file of the summaries with its per-source breakdown (the wire sends one row per file and source). */
export type FileSummary = FileOf<BatchMatchSummary>;

export const groupSummaries = (rows: readonly BatchMatchSummary[]): FileSummary[] => groupByFile(rows);

export { formatDate, formatTimestamp } from '../../../lib/format/dates.js';
