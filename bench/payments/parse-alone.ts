import { paymentFileTables } from '@dnp/db';
import { agencyPaymentLayout, readAgencyFile } from '@dnp/ingest';

/**
 * Reads and checks a payment file as validation does (the payment layout, each valid row made
 * into its payee's and payment's COPY lines) with no database: validation's own cost, apart
 * from the writing its steps do beside it.
 */
export async function parseAlone(path: string): Promise<{ ms: number; rows: number }> {
  const file = { id: 0, accessGroupId: 'DOD' };
  const started = performance.now();
  let rows = 0;
  for await (const item of readAgencyFile(path, 'csv', agencyPaymentLayout)) {
    if (item.kind !== 'record') throw new Error(`line ${item.line}: ${item.reason}`);
    for (const table of paymentFileTables) table.row(file, item.line, item.record);
    rows += 1;
  }
  return { ms: performance.now() - started, rows };
}
