import type { AgencyFileArea } from '@dnp/contracts';

/**
 * Where one area's agency-file intake lives: every area that receives files
 * (Batch Match, Continuous Monitoring) mounts the same routes under its own prefix
 * (apps/api/src/routes/agency-files.ts), so the upload, status, problems and cancel
 * pieces take the prefix, and the area names its cache entries.
 */
export interface Intake {
  area: AgencyFileArea;
  upload: string;
  status: (fileId: string) => string;
  errorsCsv: (fileId: string) => string;
  cancel: (fileId: string) => string;
}

export function intakeAt(area: AgencyFileArea, base: string): Intake {
  const file = (fileId: string) => `${base}/files/${encodeURIComponent(fileId)}`;
  return {
    area,
    upload: `${base}/files`,
    status: file,
    errorsCsv: (fileId) => `${file(fileId)}/errors.csv`,
    cancel: (fileId) => `${file(fileId)}/cancel`,
  };
}
