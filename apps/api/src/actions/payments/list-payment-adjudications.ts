import type { PaymentAdjudicationEntry, PaymentAdjudicationsQuery } from '@dnp/contracts';
import {
  AdjudicationAction,
  AgencyOverrideDesc,
  PaymentAdjudicationStatus,
  SettableMatchAdjudicationStatus,
} from '@dnp/contracts';
import { and, asc, eq, paymentAdjudications, users } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import { findPayment } from '../../domain/payments/find-payment.js';
import type { ActionArgs } from '../action.js';

/** A payment's adjudication history, oldest first: who, when, from what to what, comment, override. */
export async function listPaymentAdjudications({
  deps,
  ctx,
  input,
}: ActionArgs<PaymentAdjudicationsQuery>): Promise<Array<{ id: string; attributes: PaymentAdjudicationEntry }>> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  const payment = await findPayment(deps.handle.db, ctx, {
    agencyPartyId: input['filter[agencyPartyId]'],
    paymentId: input['filter[paymentId]'],
  });
  const rows = await deps.handle.db
    .select({ entry: paymentAdjudications, firstName: users.firstName, lastName: users.lastName })
    .from(paymentAdjudications)
    .leftJoin(users, eq(users.id, paymentAdjudications.userId))
    .where(and(eq(paymentAdjudications.fileId, payment.fileId), eq(paymentAdjudications.partyId, payment.partyId)))
    .orderBy(asc(paymentAdjudications.decidedAt), asc(paymentAdjudications.id));
  return rows.map(({ entry, firstName, lastName }) => ({
    id: String(entry.id),
    attributes: {
      paymentId: payment.paymentId,
      agencyPartyId: payment.partyId,
      action: AdjudicationAction.parse(entry.action),
      fromStatus: PaymentAdjudicationStatus.nullable().parse(entry.fromStatus),
      toStatus: PaymentAdjudicationStatus.nullable().parse(entry.toStatus),
      matchAdjudicationStatusTypeCode: SettableMatchAdjudicationStatus.parse(entry.matchAdjudicationStatus),
      matchAdjudicationStatusComment: entry.comment,
      agencyOverrideDesc: AgencyOverrideDesc.nullable().parse(entry.agencyOverride),
      userId: entry.userId,
      userName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
      accessGroupId: entry.accessGroupId,
      decidedAt: entry.decidedAt.toISOString(),
    },
  }));
}
