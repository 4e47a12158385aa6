import { intakeAt } from '../../../components/agency-file-intake/intake-paths.js';

/** Where the payments calls live (apps/api/src/routes/payments.ts, docs/payments-api.md). */
const base = '/api/v1/payments';

/** Sending a payment file: the intake every receiving area shares (apps/api/src/routes/agency-files.ts). */
export const paymentsIntake = intakeAt('payment', base);

export const paymentsPaths = {
  list: base,
  listCsv: `${base}.csv`,
  filterOptions: `${base}/filter-options`,
  details: `${base}/details`,
  history: `${base}/adjudications`,
  adjudicate: `${base}/adjudications`,
  adjudicateBulk: `${base}/adjudications/bulk`,
  asrIndicator: `${base}/asr-submit-indicator`,
  asrSubmissions: `${base}/asr-submissions`,
  liftSuppression: (suppressionId: string) => `${base}/suppressions/${encodeURIComponent(suppressionId)}/lift`,
};
