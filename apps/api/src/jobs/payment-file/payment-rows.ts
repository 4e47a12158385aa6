import { paymentFileTables } from '@dnp/db';
import { agencyPaymentLayout } from '@dnp/ingest';
import { areaRows } from '../agency-file/validate-agency-file.js';

/** A payment file's rows: read with the payment columns, written as payee and payment. */
export const paymentRows = areaRows(agencyPaymentLayout, paymentFileTables);
