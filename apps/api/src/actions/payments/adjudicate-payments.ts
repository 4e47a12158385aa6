import type { BulkAdjudication } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { decidePayment } from '../../domain/payments/decide-payment.js';
import type { ActionArgs } from '../action.js';

/**
 * POST bulk adjudication: one determination for several payments, all or nothing. The payments
 * are decided one after the other in one transaction, each with its history and audit row; the
 * first refusal names the payment and its place in the list and undoes every decision before it,
 * so a reviewer never has to find out which half of a selection went through.
 */
export async function adjudicatePayments({ deps, ctx, input }: ActionArgs<BulkAdjudication>): Promise<number> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  const { payments, ...decision } = input;
  await deps.handle.db.transaction(async (tx) => {
    for (const [index, payment] of payments.entries()) {
      await decidePayment(tx, ctx, payment, decision, { pointer: `/data/attributes/payments/${index}` });
    }
  });
  return payments.length;
}
