import { CON_MON_SOURCE_DELTA_JOB, type DbHandle, type PairScorer } from '@dnp/db';
import { matchConfigFrom, type ApiConfig } from '../config.js';
import { DATASOURCE_LOAD_JOB } from '../domain/datasource-loads/load-job.js';
import { agencyFileJob } from './agency-file/agency-file-job.js';
import { conMonDeltaJob } from './con-mon/con-mon-delta-job.js';
import { conMonEnrollmentJob } from './con-mon/con-mon-enrollment-job.js';
import { datasourceLoadJob } from './datasource-load/datasource-load-job.js';
import { paymentFileArea } from './payment-file/payment-file-area.js';
import type { JobHandler } from './job-runner.js';

/**
 * An agency file's step sizes on PGlite (AGENCY_FILE_STEP_ROWS, when set, replaces the first two).
 * A step's transaction holds the embedded database's only connection, and its scoring the thread,
 * so a search that arrives during a step waits for the rest of it: steps this size take tens of
 * milliseconds, where PostgreSQL's (50,000 rows, 20,000 parties, the whole file's TIN join) took
 * seconds (docs/jobs.md, "Runs give way to requests"; decision 105).
 */
export const PGLITE_STEPS = { stepRows: 250, partiesPerStep: 100, tinPartiesPerStep: 100 } as const;

/** Every kind of job this API runs, by kind: a runner takes only the kinds it has a handler for. */
export function jobHandlers(
  handle: DbHandle,
  config: ApiConfig,
  options: { stepRows?: number; partiesPerStep?: number; tinPartiesPerStep?: number; scorer?: PairScorer } = {},
): Record<string, JobHandler> {
  const configured = config.AGENCY_FILE_STEP_ROWS;
  const sizes = {
    ...(handle.kind === 'pglite' ? PGLITE_STEPS : {}),
    ...(configured === undefined ? {} : { stepRows: configured, partiesPerStep: configured }),
  };
  return {
    'agency-file.batchMatch': agencyFileJob(handle, {
      uploadDir: config.UPLOAD_DIR,
      matchConfig: matchConfigFrom(config),
      ...sizes,
      ...options,
    }),
    'agency-file.payment': agencyFileJob(handle, {
      uploadDir: config.UPLOAD_DIR,
      matchConfig: matchConfigFrom(config),
      area: paymentFileArea,
      ...sizes,
      ...options,
    }),
    [DATASOURCE_LOAD_JOB]: datasourceLoadJob(handle, { uploadDir: config.UPLOAD_DIR }),
    'agency-file.conMon': conMonEnrollmentJob(handle, {
      uploadDir: config.UPLOAD_DIR,
      matchConfig: matchConfigFrom(config),
      ...sizes,
      ...options,
    }),
    [CON_MON_SOURCE_DELTA_JOB]: conMonDeltaJob(handle, {
      matchConfig: matchConfigFrom(config),
      ...(options.scorer === undefined ? {} : { scorer: options.scorer }),
    }),
  };
}
