import type { PaymentReport } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { catalogInOrder } from '../../domain/reports/report-catalog.js';
import type { ActionArgs } from '../action.js';

/** The reports catalog: every report runs on the caller's own tree, so REPORTING opens them all. */
export async function listReports({
  deps,
  ctx,
}: ActionArgs): Promise<Array<{ id: string; attributes: PaymentReport }>> {
  await authorize({ deps, ctx }, { fn: 'REPORTING' });
  return catalogInOrder.map((report) => ({
    id: report.name,
    attributes: {
      reportDisplayOrder: report.order,
      reportName: report.name,
      reportDescription: report.description,
    },
  }));
}
