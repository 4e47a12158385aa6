import { intakeAt } from '../../../components/agency-file-intake/intake-paths.js';

/**
 * Where the Continuous Monitoring calls live, all under /api/v1/con-mon: the shared intake
 * (enroll = upload, status, problems, cancel) and the monitoring reads (docs/con-mon-api.md).
 */
const base = '/api/v1/con-mon';
const file = (fileId: string) => `${base}/files/${encodeURIComponent(fileId)}`;

/** Enrolling a file is sending it through the intake every receiving area shares. */
export const conMonIntake = intakeAt('conMon', base);

export const conMonPaths = {
  summaries: `${base}/summaries`,
  withdraw: (fileId: string) => `${file(fileId)}/withdraw`,
  fileDetail: (fileId: string) => `${file(fileId)}/detail`,
  fileDetailCsv: (fileId: string) => `${file(fileId)}/detail/export.csv`,
  series: (fileId: string) => `${file(fileId)}/series`,
  matchDetail: `${base}/match-detail`,
  deltas: `${base}/deltas`,
};
