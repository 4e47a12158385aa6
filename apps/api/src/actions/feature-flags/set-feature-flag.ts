import type { FeatureFlag } from '@dnp/contracts';
import { eq, featureFlags, type Database } from '@dnp/db';
import { actorOf, recordAudit } from '../../domain/audit.js';
import { notFound } from '../../domain/domain-error.js';
import type { RequestContext } from '../../domain/request-context.js';

/** Turns a feature flag on or off; the change and its audit row commit together. */
export async function setFeatureFlag(
  db: Database,
  ctx: RequestContext,
  input: { key: FeatureFlag['key']; enabled: boolean },
): Promise<FeatureFlag> {
  return db.transaction(async (tx) => {
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
