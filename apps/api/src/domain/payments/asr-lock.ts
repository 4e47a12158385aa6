import { and, asrSubmissions, eq, users, type Executor } from '@dnp/db';
import { level1GroupOf } from './payment-scope.js';

export interface AsrSubmissionFound {
  level1GroupId: string;
  year: number;
  month: number;
  submittedBy: string;
  submittedAt: Date;
}

/**
 * The ASR submission covering a payment, if its level-1 group submitted the month of its payment
 * date: a submitted month's payments are locked against every decision (docs/payments-api.md).
 */
export async function asrSubmissionCovering(
  executor: Executor,
  payment: { accessGroupId: string; workingPaymentDate: string },
): Promise<AsrSubmissionFound | undefined> {
  const level1GroupId = await level1GroupOf(executor, payment.accessGroupId);
  const year = Number(payment.workingPaymentDate.slice(0, 4));
  const month = Number(payment.workingPaymentDate.slice(5, 7));
  const [found] = await executor
    .select({ submittedBy: users.userName, submittedAt: asrSubmissions.submittedAt })
    .from(asrSubmissions)
    .innerJoin(users, eq(users.id, asrSubmissions.submittedBy))
    .where(
      and(
        eq(asrSubmissions.level1GroupId, level1GroupId),
        eq(asrSubmissions.reportYear, year),
        eq(asrSubmissions.reportMonth, month),
      ),
    );
  return found ? { level1GroupId, year, month, ...found } : undefined;
}
