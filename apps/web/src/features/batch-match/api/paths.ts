/**
 * Where the batch-match calls live: the intake's routes (upload, status, problems,
 * cancel; apps/api/src/routes/agency-files.ts) and the batch-match reads and exports
 * (apps/api/src/routes/batch-match.ts), all under /api/v1/batch-match.
 */
import { intakeAt } from '../../../components/agency-file-intake/intake-paths.js';

const base = '/api/v1/batch-match';
const file = (fileId: string) => `${base}/files/${encodeURIComponent(fileId)}`;

/** Upload, status, problems and cancel: the intake every receiving area shares. */
export const batchMatchIntake = intakeAt('batchMatch', base);

export const batchMatchPaths = {
  summaries: `${base}/summaries`,
  fileDetail: (fileId: string) => `${file(fileId)}/detail`,
  fileDetailCsv: (fileId: string) => `${file(fileId)}/detail/export.csv`,
  matchDetail: (fileId: string) => `${file(fileId)}/match-detail`,
  matchDetailCsv: (fileId: string) => `${file(fileId)}/match-detail/export.csv`,
};
