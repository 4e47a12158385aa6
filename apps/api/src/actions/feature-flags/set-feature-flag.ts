import type { FeatureFlag } from '@dnp/contracts';
import { eq, featureFlags } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { authorize } from '../../domain/authorize.js';
import { notFound } from '../../domain/domain-error.js';
import type { ActionArgs } from '../action.js';

/**
 * Turns a feature flag on or off; the change and its audit row commit together.
 * Flags are global (the terms gate binds every agency), so only a Do Not Pay
 * administrator may change them, not an agency's group administrator.
 */
export async function setFeatureFlag({
  deps,
  ctx,
  input,
}: ActionArgs<{ key: FeatureFlag['key']; enabled: boolean }>): Promise<FeatureFlag> {
  await authorize({ deps, ctx }, { fn: 'ACCESS_GROUP_ADMIN', administrator: true });
  return deps.handle.db.transaction(async (tx) => {
    const [before] = await tx.select().from(featureFlags).where(eq(featureFlags.key, input.key));
    if (!before) throw notFound(`Feature flag ${input.key} does not exist.`);
    await tx
      .update(featureFlags)
      .set({ enabled: input.enabled, updatedAt: new Date() })
      .where(eq(featureFlags.key, input.key));
    await recordAudit(tx, actorOf(ctx), {
      action: 'feature-flag.change',
      outcome: 'allowed',
      resourceType: 'featureFlag',
      resourceId: input.key,
      details: { from: before.enabled, to: input.enabled },
    });
    return { key: input.key, enabled: input.enabled, description: before.description };
  });
}
