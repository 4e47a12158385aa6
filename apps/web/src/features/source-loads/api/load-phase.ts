import type { DatasourceLoad } from '@dnp/contracts';

/** How often a running load is asked about: often enough for a live bar, rarely enough for a busy server. */
export const LOAD_POLL_MS = 1500;

export function isFinished(load: Pick<DatasourceLoad, 'state'>): boolean {
  return load.state === 'done' || load.state === 'failed' || load.state === 'cancelled';
}

/** The phase in the words the screen uses. */
export function phaseText(load: Pick<DatasourceLoad, 'phase' | 'state'>): string {
  switch (load.phase) {
    case 'queued':
      return 'Waiting to start';
    case 'validating':
      return 'Checking every line';
    case 'loading':
    case 'loaded':
      return 'Loading records';
    case 'done':
      return 'Loaded';
    case 'refused':
      return 'Refused';
    default:
      return load.state === 'failed' ? 'Failed' : load.phase;
  }
}
