import { paymentDatasources } from '@dnp/db';
import type { AgencyFileArea } from '../agency-file/agency-file-job.js';
import { JobFailure } from '../job-runner.js';
import { paymentRows } from './payment-rows.js';
import { screenPaymentFile } from './screen-payment-file.js';

/**
 * A payment file's part of the intake run: payees and payments written together, matched
 * against the death sources the group may use, then screened by the payment rules.
 */
export const paymentFileArea: AgencyFileArea = {
  rows: paymentRows,
  datasources(allowed) {
    const sources = paymentDatasources.filter((apiName) => allowed.includes(apiName));
    if (sources.length === 0) {
      // Screening against nothing would issue every payment unseen: refuse instead of pretending.
      throw new JobFailure(
        "The file's access group may use none of the death sources payments are screened against (DMF, DOD, DOS, AIS-OB, AIS-PR). Ask the Do Not Pay administrator for a grant.",
      );
    }
    return sources;
  },
  afterMatch: screenPaymentFile,
};
