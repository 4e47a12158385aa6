import type { ConMonSummary } from '@dnp/contracts';

type SourceField =
  | 'srcSysTypeCd'
  | 'datasource'
  | 'datasourceMatchedCount'
  | 'datasourceConclusiveCount'
  | 'datasourceProbableCount'
  | 'datasourcePossibleCount'
  | 'asOfDate';

export type SourceCounts = Pick<ConMonSummary, SourceField>;
/** One monitored file with its per-source counts (the wire sends one row per file and source). */
export type MonitoredFile = Omit<ConMonSummary, SourceField> & { sources: SourceCounts[] };

/** Rows of one file are gathered under it, files in the order the server sent them. */
export function groupByFile(rows: readonly ConMonSummary[]): MonitoredFile[] {
  const files = new Map<string, MonitoredFile>();
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

/** The screen's row is the file; the wire row's own id names a (file, source) pair. */
function withoutId<T extends object>(file: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = file as T & { id?: unknown };
  return rest;
}

const enrollmentWords: Record<string, string> = {
  pending: 'Being enrolled',
  enrolled: 'Monitored',
  withdrawn: 'Withdrawn',
  replaced: 'Replaced by a newer file',
};

const unfinishedRunWords: Record<string, string> = {
  failed: 'Not enrolled: its first run failed',
  cancelled: 'Not enrolled: its first run was cancelled',
};

/**
 * The enrollment in words. A pending file whose first run ended without matching stays pending
 * (docs/con-mon-api.md), so the run's end says why; a state this screen does not know yet is shown
 * as the server named it.
 */
export function enrollmentText(file: Pick<MonitoredFile, 'enrollmentState' | 'fileState'>): string {
  if (file.enrollmentState === 'pending') return unfinishedRunWords[file.fileState] ?? 'Being enrolled';
  return enrollmentWords[file.enrollmentState] ?? file.enrollmentState;
}

/** A file whose first run is still to finish: its progress is worth following in the list. */
export function isBeingEnrolled(file: Pick<MonitoredFile, 'enrollmentState' | 'fileState'>): boolean {
  return file.enrollmentState === 'pending' && (file.fileState === 'queued' || file.fileState === 'running');
}

export const levelWords = { CONCLUSIVE: 'Conclusive', PROBABLE: 'Probable', POSSIBLE: 'Possible' } as const;
