import { z } from 'zod';
import { DatasourceApiName, datasourceCategories, type DatasourceCatalogEntry } from './datasource-catalog.js';
import { SourceSystemCode } from './enums.js';
import { listEnvelope, resource } from './envelope.js';

export const DatasourceInfoAttributes = z.object({
  apiName: DatasourceApiName,
  displayName: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  srcSysTypeCd: SourceSystemCode,
  category: z.enum(datasourceCategories),
  searchMode: z.enum(['nameOrTin', 'tinOnly', 'nameOnly']),
  searchHint: z.string().optional(),
  restricted: z.boolean(),
  /** ISO date-time of the newest load of this source; null before the first load. */
  lastUpdated: z.string().nullable(),
  recordCount: z.number().int().nonnegative(),
  /** 'true' or 'false', a string as in the existing client. */
  allowedDatasource: z.enum(['true', 'false']),
});
export type DatasourceInfo = z.infer<typeof DatasourceInfoAttributes>;
export const DatasourceInfoResource = resource('datasourceInfo', DatasourceInfoAttributes);
export const DatasourceInfoList = listEnvelope(DatasourceInfoResource);

export const DatasourceParams = z.object({ apiName: DatasourceApiName });

/** A catalog entry as the datasource list shows it to one user: the API builds it, test fixtures too. */
export function datasourceInfoOf(
  entry: DatasourceCatalogEntry,
  state: { lastUpdated: string | null; recordCount: number; allowed: boolean },
): DatasourceInfo {
  return {
    apiName: entry.apiName,
    displayName: entry.displayName,
    shortDescription: entry.shortDescription,
    longDescription: entry.longDescription,
    srcSysTypeCd: entry.srcSysTypeCd,
    category: entry.category,
    searchMode: entry.searchMode,
    ...(entry.searchHint ? { searchHint: entry.searchHint } : {}),
    restricted: entry.restricted,
    lastUpdated: state.lastUpdated,
    recordCount: state.recordCount,
    allowedDatasource: state.allowed ? 'true' : 'false',
  };
}
