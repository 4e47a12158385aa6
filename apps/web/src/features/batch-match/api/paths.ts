/**
 * Where the batch-match calls live: the intake's routes (upload, status, problems,
 * cancel; apps/api/src/routes/agency-files.ts) and the batch-match reads and exports
 * (apps/api/src/routes/batch-match.ts), all under /api/v1/batch-match.
 */
const base = '/api/v1/batch-match';
const file = (fileId: string) => `${base}/files/${encodeURIComponent(fileId)}`;

export const batchMatchPaths = {
  upload: `${base}/files`,
  status: file,
  errorsCsv: (fileId: string) => `${file(fileId)}/errors.csv`,
  cancel: (fileId: string) => `${file(fileId)}/cancel`,
  summaries: `${base}/summaries`,
  fileDetail: (fileId: string) => `${file(fileId)}/detail`,
  fileDetailCsv: (fileId: string) => `${file(fileId)}/detail/export.csv`,
  matchDetail: (fileId: string) => `${file(fileId)}/match-detail`,
  matchDetailCsv: (fileId: string) => `${file(fileId)}/match-detail/export.csv`,
};
