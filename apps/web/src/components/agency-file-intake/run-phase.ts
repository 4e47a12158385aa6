import type { AgencyFileStatus } from '@dnp/contracts';
import { count } from '../../lib/format/count.js';

/** A run that will not change again: polling stops. */
export function isFinished(status: Pick<AgencyFileStatus, 'state'>): boolean {
  return status.state === 'done' || status.state === 'failed' || status.state === 'cancelled';
}

const phaseWords: Record<string, string> = {
  queued: 'Waiting to start',
  validating: 'Checking every row',
  matching: 'Matching against the datasources',
  writing: 'Saving the matches',
  done: 'Finished',
  failed: 'Failed',
  refused: 'Refused',
  cancelled: 'Cancelled',
};

/** The phase in words a reviewer reads; an unknown phase is shown as the server named it. */
export function phaseLabel(phase: string): string {
  return phaseWords[phase] ?? phase;
}

/** "12,000 of 40,000 rows (30%), 4,100 rows a second", as far as the server said. */
export function progressText(progress: AgencyFileStatus['progress']): string {
  const parts: string[] = [];
  if (progress.rowsDone !== undefined) {
    parts.push(
      progress.rowsTotal !== undefined
        ? `${count(progress.rowsDone)} of ${count(progress.rowsTotal)} rows`
        : `${count(progress.rowsDone)} rows`,
    );
  }
  if (progress.percent !== undefined) parts.push(`${Math.floor(progress.percent)}%`);
  if (progress.rowsPerSecond !== undefined) parts.push(`${count(Math.round(progress.rowsPerSecond))} rows a second`);
  return parts.join(', ');
}
