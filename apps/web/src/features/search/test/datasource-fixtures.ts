import {
  datasourceCatalog,
  datasourceInfoOf,
  DatasourceInfoList,
  type DatasourceApiName,
  type DatasourceInfo,
} from '@dnp/contracts';

/**
 * GET /api/v1/datasources built as the API builds it (`datasourceInfoOf`),
 * parsed with the same contract; `allowed` are the sources the user's group may use.
 */
export function datasourceList(
  allowed: readonly DatasourceApiName[],
  loads: Partial<Record<DatasourceApiName, { recordCount: number; lastUpdated: string }>> = {},
) {
  return DatasourceInfoList.parse({
    data: datasourceCatalog.map((entry) => ({
      id: entry.apiName,
      type: 'datasourceInfo',
      attributes: datasourceInfoOf(entry, {
        lastUpdated: loads[entry.apiName]?.lastUpdated ?? null,
        recordCount: loads[entry.apiName]?.recordCount ?? 0,
        allowed: allowed.includes(entry.apiName),
      }),
    })),
  });
}

/** The list's rows as screens see them (the HTTP client's unwrapping). */
export function datasourceRows(allowed: readonly DatasourceApiName[]): DatasourceInfo[] {
  return datasourceList(allowed).data.map((item) => item.attributes);
}
