import type { DatasourceLoad } from '@dnp/contracts';

/** How often a running load is asked about: often enough for a live bar, rarely enough for a busy server. */
export const LOAD_POLL_MS = 1500;

export function isFinished(load: Pick<DatasourceLoad, 'state'>): boolean {
  return load.state === 'done' || load.state === 'failed' || load.state === 'cancelled';
}

/** Continuous monitoring matches a committed load's records after it: the screen follows that too. */
export function isSettled(load: Pick<DatasourceLoad, 'state' | 'conMon'>): boolean {
  return isFinished(load) && load.conMon?.state !== 'matching';
}

/** What continuous monitoring found because of a load, in a few words. */
export function conMonText(conMon: NonNullable<DatasourceLoad['conMon']>): string {
  const withdrawn = `${conMon.withdrawnMatches.toLocaleString('en-US')} withdrawn`;
  switch (conMon.state) {
    case 'matching':
      return `Matching enrolled parties; ${withdrawn} so far`;
    case 'failed':
      return `Matching enrolled parties failed; ${withdrawn}`;
    default:
      return `${conMon.newMatches.toLocaleString('en-US')} new matches, ${withdrawn}`;
  }
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
