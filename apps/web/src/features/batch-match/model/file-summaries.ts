import type { BatchMatchSummary } from '@dnp/contracts';

type SourceField =
  | 'srcSysTypeCd'
  | 'datasource'
  | 'datasourceMatchedCount'
  | 'datasourceConclusiveCount'
  | 'datasourceProbableCount'
  | 'datasourcePossibleCount'
  | 'asOfDate';

export type SourceCounts = Pick<BatchMatchSummary, SourceField>;
/** One file of the summaries with its per-source breakdown (the wire sends one row per file and source). */
export type FileSummary = Omit<BatchMatchSummary, SourceField> & { sources: SourceCounts[] };

/** Rows of one file are gathered under it, files in the order the server sent them. */
export function groupSummaries(rows: readonly BatchMatchSummary[]): FileSummary[] {
  const files = new Map<string, FileSummary>();
  for (const row of rows) {
    const {
      srcSysTypeCd,
      datasource,
      datasourceMatchedCount,
      datasourceConclusiveCount,
      datasourceProbableCount,
      datasourcePossibleCount,
      asOfDate,
      ...file
    } = row;
    const source: SourceCounts = {
      srcSysTypeCd,
      datasource,
      datasourceMatchedCount,
      datasourceConclusiveCount,
      datasourceProbableCount,
      datasourcePossibleCount,
      asOfDate,
    };
    const known = files.get(file.agencyFrbFileId);
    if (known) known.sources.push(source);
    else files.set(file.agencyFrbFileId, { ...withoutId(file), sources: [source] });
  }
  return [...files.values()];
}

/** The screen's row id is the file's; the wire row's own id names a (file, source) pair. */
function withoutId<T extends object>(file: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = file as T & { id?: unknown };
  return rest;
}

export { formatDate, formatTimestamp } from '../../../lib/format/dates.js';
