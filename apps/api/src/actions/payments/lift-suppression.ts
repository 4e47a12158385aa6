import { and, eq, isNull, matchSuppressions } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { DomainError, forbidden, notFound } from '../../domain/domain-error.js';
import { actsForLevel1 } from '../../domain/payments/payment-scope.js';
import type { ActionArgs } from '../action.js';

/**
 * Lifts a false-positive suppression: the payee and record raise a match again on the next
 * payment file. Only the level-1 group that owns it may (403 for any other group, 404 for a
 * suppression of another tree, 409 once lifted). Audited in the same transaction.
 */
export async function liftSuppression({ deps, ctx, input }: ActionArgs<{ suppressionId: string }>): Promise<void> {
  await authorize({ deps, ctx }, { fn: 'PAYMENTS' });
  if (!actsForLevel1(ctx)) {
    throw forbidden(`Only the level-1 access group of ${ctx.actingGroup.id}'s tree lifts a suppression.`, {
      actor: actorOf(ctx),
      details: { required: 'level-1 access group', suppressionId: input.suppressionId },
    });
  }
  const id = Number(input.suppressionId);
  await deps.handle.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ liftedAt: matchSuppressions.liftedAt, liftedBy: matchSuppressions.liftedBy })
      .from(matchSuppressions)
      .where(and(eq(matchSuppressions.id, id), eq(matchSuppressions.level1GroupId, ctx.actingGroup.id)))
      .for('update');
    if (!found) throw notFound(`There is no suppression ${input.suppressionId} of ${ctx.actingGroup.id}'s tree.`);
    if (found.liftedAt !== null) {
      throw new DomainError(
        'CONFLICT',
        `Suppression ${input.suppressionId} was lifted already (${found.liftedBy ?? ''}, ${found.liftedAt.toISOString()}).`,
        { parameter: 'suppressionId' },
      );
    }
    await tx
      .update(matchSuppressions)
      .set({ liftedBy: ctx.user.id, liftedAt: new Date() })
      .where(and(eq(matchSuppressions.id, id), isNull(matchSuppressions.liftedAt)));
    await recordAudit(tx, actorOf(ctx), {
      action: 'suppression.lift',
      outcome: 'allowed',
      resourceType: 'matchSuppression',
      resourceId: input.suppressionId,
      details: { level1AccessGroupId: ctx.actingGroup.id },
    });
  });
}
