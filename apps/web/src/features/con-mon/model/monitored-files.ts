import type { ConMonSummary } from '@dnp/contracts';
import {
  groupByFile as groupRowsByFile,
  type FileOf,
  type SourceCountsOf,
} from '../../../lib/agency-files/group-by-file.js';

export type SourceCounts = SourceCountsOf<ConMonSummary>;
/** One monitored file with its per-source counts (the wire sends one row per file and source). */
export type MonitoredFile = FileOf<ConMonSummary>;

export const groupByFile = (rows: readonly ConMonSummary[]): MonitoredFile[] => groupRowsByFile(rows);

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
