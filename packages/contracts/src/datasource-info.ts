import { z } from 'zod';
import { DatasourceApiName, datasourceCategories } from './datasource-catalog.js';
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
