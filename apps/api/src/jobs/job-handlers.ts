import { CON_MON_SOURCE_DELTA_JOB, type DbHandle, type PairScorer } from '@dnp/db';
import { matchConfigFrom, type ApiConfig } from '../config.js';
import { DATASOURCE_LOAD_JOB } from '../domain/datasource-loads/load-job.js';
import { agencyFileJob } from './agency-file/agency-file-job.js';
import { conMonDeltaJob } from './con-mon/con-mon-delta-job.js';
import { conMonEnrollmentJob } from './con-mon/con-mon-enrollment-job.js';
import { datasourceLoadJob } from './datasource-load/datasource-load-job.js';
import { paymentFileArea } from './payment-file/payment-file-area.js';
import type { JobHandler } from './job-runner.js';

/** Every kind of job this API runs, by kind: a runner takes only the kinds it has a handler for. */
export function jobHandlers(
  handle: DbHandle,
  config: ApiConfig,
  options: { stepRows?: number; partiesPerStep?: number; scorer?: PairScorer } = {},
): Record<string, JobHandler> {
  const steps = config.AGENCY_FILE_STEP_ROWS;
  return {
    'agency-file.batchMatch': agencyFileJob(handle, {
      uploadDir: config.UPLOAD_DIR,
      matchConfig: matchConfigFrom(config),
      ...(steps === undefined ? {} : { stepRows: steps, partiesPerStep: steps }),
      ...options,
    }),
    'agency-file.payment': agencyFileJob(handle, {
      uploadDir: config.UPLOAD_DIR,
      matchConfig: matchConfigFrom(config),
      area: paymentFileArea,
      ...(steps === undefined ? {} : { stepRows: steps, partiesPerStep: steps }),
      ...options,
    }),
    [DATASOURCE_LOAD_JOB]: datasourceLoadJob(handle, { uploadDir: config.UPLOAD_DIR }),
    'agency-file.conMon': conMonEnrollmentJob(handle, {
      uploadDir: config.UPLOAD_DIR,
      matchConfig: matchConfigFrom(config),
      ...(steps === undefined ? {} : { stepRows: steps, partiesPerStep: steps }),
      ...options,
    }),
    [CON_MON_SOURCE_DELTA_JOB]: conMonDeltaJob(handle, {
      matchConfig: matchConfigFrom(config),
      ...(options.scorer === undefined ? {} : { scorer: options.scorer }),
    }),
  };
}
