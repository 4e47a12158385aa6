import type { AgencyFileArea, BusinessFunction } from '@dnp/contracts';

/** The business function that sends and reads the files of each area. */
export const agencyFileFunction: Record<AgencyFileArea, BusinessFunction> = {
  batchMatch: 'BATCH_MATCHING',
  conMon: 'CON_MON',
  payment: 'PAYMENTS',
};

/** The job kind that runs a received file of each area (the intake queues it, packages/db). */
export { agencyFileJobKind } from '@dnp/db';
