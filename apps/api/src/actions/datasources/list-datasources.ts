import { datasourceCatalog, datasourceInfoOf, type DatasourceApiName, type DatasourceInfo } from '@dnp/contracts';
import { datasourceLoads, desc } from '@dnp/db';
import { authorize } from '../../domain/authorize.js';
import type { ActionArgs } from '../action.js';

/**
 * Every datasource of the catalog with this user's permission and the size and
 * date of its newest load. Listing sources is not a disclosure, so every
 * signed-in user sees all 18 with allowedDatasource telling what they may use.
 */
export async function listDatasources({
  deps,
  ctx,
  input,
}: ActionArgs<{ only?: DatasourceApiName }>): Promise<DatasourceInfo[]> {
  await authorize({ deps, ctx }, {});
  const { only } = input;
  const loads = await deps.handle.db
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
