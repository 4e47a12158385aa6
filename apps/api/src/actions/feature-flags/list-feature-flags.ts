import { featureFlagKeys, type FeatureFlag } from '@dnp/contracts';
import { asc, featureFlags } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

const known = new Set<string>(featureFlagKeys);

/** The feature flags the web app reads at start; every signed-in user may read them. */
export async function listFeatureFlags({ deps, ctx }: ActionArgs): Promise<FeatureFlag[]> {
  await authorize({ deps, ctx }, {});
  const rows = await deps.handle.db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  return rows
    .filter((row): row is typeof row & { key: FeatureFlag['key'] } => known.has(row.key))
    .map((row) => ({ key: row.key, enabled: row.enabled, description: row.description }));
}
