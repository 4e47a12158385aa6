import type { PaymentsQuery } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { authorize } from '../../domain/authorize.js';
import { groupFilterOf } from '../../domain/payments/group-filter.js';
import { paymentListFilter, paymentPageSql, type PaymentListRow } from '../../domain/payments/payment-list-sql.js';
import { maskAccount } from '../../domain/payments/payment-scope.js';
import { toPaymentSummary } from '../../domain/payments/payment-summary.js';
import type { ActionArgs } from '../action.js';

/** Rows read per query: a list of a million payments streams in pages, never whole. */
const PAGE = 5_000;

/** The list screen's columns, in its order, and the account masked as the detail shows it. */
export const paymentCsvColumns = [
  'Payment ID',
  'Agency party ID',
  'ALC',
  'Payee name',
  'TIN',
  'TIN type',
  'Account',
  'Payment date',
  'Amount',
  'Payment type',
  'Payment status',
  'Match level',
  'Matches',
  'Sources',
  'Adjudication status',
  'Override',
  'Schedule number',
];

/**
 * Every payment the list shows with the same filters and sort, as CSV, without the paging;
 * TIN and account masked. Authorized before the first byte, so a refusal is an error answer.
 */
export async function exportPayments({ deps, ctx, input }: ActionArgs<PaymentsQuery>): Promise<Readable> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  const groupIds = await groupFilterOf(deps.handle.db, ctx, input['filter[accessGroupId]']);
  const filter = paymentListFilter({ visibleGroupIds: ctx.visibleGroupIds, query: input, groupIds });
  const paged = paymentPageSql(filter, input.sort);
  async function* rows() {
    for (let offset = 0; ; offset += PAGE) {
      const page = await queryRows<PaymentListRow>(deps.handle, paged, [...filter.params, PAGE, offset]);
      for (const row of page) {
        const summary = toPaymentSummary(row, ctx.actingGroup.id);
        yield [
          summary.paymentId,
          summary.agencyPartyId,
          summary.agencyAlcCode,
          summary.payeeName,
          summary.tin,
          summary.tinTypeCode,
          maskAccount(row.payee_account_number) ?? '',
          summary.workingPaymentDate,
          summary.paymentAmount,
          summary.paymentTypeCode,
          summary.paymentStatusCode,
          summary.matchLevelNumber ?? '',
          summary.matchCount,
          summary.datasourceList.join(' '),
          summary.paymentAdjudicationStatusTypeCode ?? '',
          summary.agencyOverrideDesc ?? '',
          summary.scheduleNumber,
        ];
      }
      if (page.length < PAGE) return;
    }
  }
  return Readable.from(rows()).pipe(stringify({ header: true, columns: paymentCsvColumns }));
}
