import type { AsrSubmission } from '@dnp/contracts';
import { asrSubmissions } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { DomainError, forbidden } from '../../domain/domain-error.js';
import { periodSubmitted, undecidedInPeriod } from '../../domain/payments/asr-period.js';
import { actsForLevel1, periodText } from '../../domain/payments/payment-scope.js';
import type { ActionArgs } from '../action.js';

/**
 * POST ASR submission: the level-1 group answers for a month of its tree. Refused (409) while a
 * listed payment of the month is open or pending, and once the month is submitted; from then
 * on no decision on that month's payments is accepted (docs/payments-api.md). Audited.
 */
export async function submitAsr({ deps, ctx, input }: ActionArgs<AsrSubmission>): Promise<void> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  const period = { year: Number(input.reportYear), month: Number(input.reportMonth) };
  const name = periodText(period.year, period.month);
  if (!actsForLevel1(ctx)) {
    throw forbidden(
      `Only the level-1 access group of ${ctx.actingGroup.id}'s tree submits its adjudication summary report.`,
      { actor: actorOf(ctx), details: { required: 'level-1 access group', period: name } },
    );
  }
  const already = () =>
    new DomainError('CONFLICT', `The adjudication summary report for ${name} was already submitted.`, {
      pointer: '/data/attributes',
    });
  await deps.handle.db.transaction(async (tx) => {
    if (await periodSubmitted(tx, ctx.actingGroup.id, period)) throw already();
    const undecided = await undecidedInPeriod(tx, ctx.visibleGroupIds, period);
    if (undecided.open + undecided.pending > 0) {
      throw new DomainError(
        'CONFLICT',
        `${undecided.open + undecided.pending} payments of ${name} have no submitted determination yet ` +
          `(${undecided.open} open, ${undecided.pending} pending): decide and submit them first.`,
        { pointer: '/data/attributes' },
      );
    }
    const inserted = await tx
      .insert(asrSubmissions)
      .values({
        level1GroupId: ctx.actingGroup.id,
        reportYear: period.year,
        reportMonth: period.month,
        submittedBy: ctx.user.id,
      })
      .onConflictDoNothing()
      .returning({ year: asrSubmissions.reportYear });
    // Another submission may have landed since the check above.
    if (inserted.length === 0) throw already();
    await recordAudit(tx, actorOf(ctx), {
      action: 'asr.submit',
      outcome: 'allowed',
      resourceType: 'asrSubmission',
      resourceId: `${ctx.actingGroup.id}-${name}`,
      details: { level1AccessGroupId: ctx.actingGroup.id, period: name },
    });
  });
}
