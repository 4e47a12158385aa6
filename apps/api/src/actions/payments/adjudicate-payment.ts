import type { Adjudication } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { decidePayment } from '../../domain/payments/decide-payment.js';
import type { ActionArgs } from '../action.js';

/**
 * POST adjudication (docs/adjudication.md): one decision on one payment of the caller's tree,
 * its new state, history row and audit row in one transaction. 404 for another group's
 * payment, 403 for a move only the level-1 group may make, 409 for one no one may make or for
 * a payment of a submitted ASR month.
 */
export async function adjudicatePayment({ deps, ctx, input }: ActionArgs<Adjudication>): Promise<void> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  await deps.handle.db.transaction((tx) =>
    decidePayment(tx, ctx, { agencyPartyId: input.agencyPartyId, paymentId: input.paymentId }, input, {
      pointer: '/data/attributes',
    }),
  );
}
