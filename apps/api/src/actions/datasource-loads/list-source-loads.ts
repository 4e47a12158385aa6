import type { DatasourceLoad } from '@dnp/contracts';
import { authorize } from '../../domain/authorize.js';
import { listLoadStatuses } from '../../domain/datasource-loads/load-status.js';
import type { ActionArgs } from '../action.js';

/** The admin screen lists the newest loads; older ones stay in the audit log and datasource_loads. */
export const RECENT_LOADS = 50;

/** The newest loads sent through the portal, of every source, newest first. */
export async function listSourceLoads({ deps, ctx }: ActionArgs<Record<string, never>>): Promise<DatasourceLoad[]> {
  await authorize({ deps, ctx }, { fn: 'DATASOURCE_LOAD' });
  return listLoadStatuses(deps.handle, RECENT_LOADS);
}
