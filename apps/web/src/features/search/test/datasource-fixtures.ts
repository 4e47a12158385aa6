import { datasourceCatalog, DatasourceInfoList, type DatasourceApiName, type DatasourceInfo } from '@dnp/contracts';

/**
 * GET /api/v1/datasources as the API builds it from the catalog (actions/datasources),
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
      attributes: {
        apiName: entry.apiName,
        displayName: entry.displayName,
        shortDescription: entry.shortDescription,
        longDescription: entry.longDescription,
        srcSysTypeCd: entry.srcSysTypeCd,
        category: entry.category,
        searchMode: entry.searchMode,
        ...(entry.searchHint ? { searchHint: entry.searchHint } : {}),
        restricted: entry.restricted,
        lastUpdated: loads[entry.apiName]?.lastUpdated ?? null,
        recordCount: loads[entry.apiName]?.recordCount ?? 0,
        allowedDatasource: allowed.includes(entry.apiName) ? 'true' : 'false',
      },
    })),
  });
}

/** The list's rows as screens see them (the HTTP client's unwrapping). */
export function datasourceRows(allowed: readonly DatasourceApiName[]): DatasourceInfo[] {
  return datasourceList(allowed).data.map((item) => item.attributes);
}
