import type { DatasourceApiName } from '@dnp/contracts';
import type { DbHandle } from '../database.js';
import { queryRows } from './load-session.js';

/** Whether a load of this exact source version is on record (a re-run of the same file can be skipped). */
export async function hasLoad(handle: DbHandle, apiName: DatasourceApiName, sourceVersion: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    handle,
    'select exists (select 1 from datasource_loads where api_name = $1 and source_version = $2) as found',
    [apiName, sourceVersion],
  );
  return rows[0]?.found === true;
}
