import { datasourceCatalog, datasourceInfoOf, type DatasourceApiName, type DatasourceInfo } from '@dnp/contracts';
import { datasourceLoads, desc, type Database } from '@dnp/db';
import type { RequestContext } from '../../domain/request-context.js';

/**
 * Every datasource of the catalog with this user's permission and the size and
 * date of its newest load. Listing sources is not a disclosure, so every
 * signed-in user sees all 18 with allowedDatasource telling what they may use.
 */
export async function listDatasources(
  db: Database,
  ctx: RequestContext,
  only?: DatasourceApiName,
): Promise<DatasourceInfo[]> {
  const loads = await db
    .selectDistinctOn([datasourceLoads.apiName], {
      apiName: datasourceLoads.apiName,
      recordCount: datasourceLoads.recordCount,
      loadedAt: datasourceLoads.loadedAt,
    })
    .from(datasourceLoads)
    .orderBy(datasourceLoads.apiName, desc(datasourceLoads.loadedAt), desc(datasourceLoads.id));
  const latest = new Map(loads.map((load) => [load.apiName, load]));
  return datasourceCatalog
    .filter((entry) => !only || entry.apiName === only)
    .map((entry) => {
      const load = latest.get(entry.apiName);
      return datasourceInfoOf(entry, {
        lastUpdated: load ? load.loadedAt.toISOString() : null,
        recordCount: load?.recordCount ?? 0,
        allowed: ctx.allowedDatasources.has(entry.apiName),
      });
    });
}
