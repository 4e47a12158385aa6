import { featureFlagKeys, type FeatureFlag } from '@dnp/contracts';
import { asc, featureFlags, type Executor } from '@dnp/db';

const known = new Set<string>(featureFlagKeys);

export async function listFeatureFlags(db: Executor): Promise<FeatureFlag[]> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  return rows
    .filter((row): row is typeof row & { key: FeatureFlag['key'] } => known.has(row.key))
    .map((row) => ({ key: row.key, enabled: row.enabled, description: row.description }));
}
