import { authorize } from '../../domain/authorize.js';
import { listLoadHistory, type SourceLoadHistoryItem } from '../../domain/datasource-loads/load-history.js';
import type { ActionArgs } from '../action.js';

/** The admin screen lists the newest loads; older ones stay in the audit log and datasource_loads. */
export const RECENT_LOADS = 50;

/**
 * The newest loads of every source, newest first, however they came in: sent through the
 * portal, or committed outside it (the demo, `ingest` with the portal stopped).
 */
export async function listSourceLoads({
  deps,
  ctx,
}: ActionArgs<Record<string, never>>): Promise<SourceLoadHistoryItem[]> {
  await authorize({ deps, ctx }, { fn: 'DATASOURCE_LOAD' });
  return listLoadHistory(deps.handle, RECENT_LOADS);
}
