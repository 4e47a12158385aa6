import type { PaymentSummary, PaymentsQuery } from '@dnp/contracts';
import { queryRows } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import {
  paymentCountSql,
  paymentListFilter,
  paymentPageSql,
  type PaymentListRow,
} from '../../domain/payments/payment-list-sql.js';
import { paymentResourceId, toPaymentSummary } from '../../domain/payments/payment-summary.js';
import { groupFilterOf } from '../../domain/payments/group-filter.js';
import type { ActionArgs } from '../action.js';

export interface PaymentPage {
  rows: Array<{ id: string; attributes: PaymentSummary }>;
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of the screened payments of the caller's tree that have a counted match (or, with
 * filter[suppressed]=true, whose every match was suppressed), filtered and sorted in the database.
 */
export async function listPayments({ deps, ctx, input }: ActionArgs<PaymentsQuery>): Promise<PaymentPage> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  const groupIds = await groupFilterOf(deps.handle.db, ctx, input['filter[accessGroupId]']);
  const filter = paymentListFilter({ visibleGroupIds: ctx.visibleGroupIds, query: input, groupIds });
  const pageSize = input['page[size]'];
  const [counted] = await queryRows<{ total: string | number }>(deps.handle, paymentCountSql(filter), filter.params);
  const rows = await queryRows<PaymentListRow>(deps.handle, paymentPageSql(filter, input.sort), [
    ...filter.params,
    pageSize,
    (input['page[number]'] - 1) * pageSize,
  ]);
  return {
    total: Number(counted?.total ?? 0),
    page: input['page[number]'],
    pageSize,
    rows: rows.map((row) => ({ id: paymentResourceId(row), attributes: toPaymentSummary(row, ctx.actingGroup.id) })),
  };
}
