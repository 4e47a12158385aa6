import type { DatasourceApiName } from '@dnp/contracts';
import type { DbHandle } from '../database.js';
import type { LoadSession } from '../datasources/load-session.js';
import { enqueueJob } from '../jobs/job-queue.js';

/** The job kind that matches one source load's added and changed records against enrolled parties. */
export const CON_MON_SOURCE_DELTA_JOB = 'con-mon.source-delta';

/**
 * Inside a reload's transaction, while its delta table still names the changed and removed
 * records by id: the con-mon matches those records made are withdrawn (kept, stamped with the
 * load), so no reader sees a match to a record that is gone or no longer says what matched.
 * Batch-match results are a file's run as it was and are left alone, as are the matches of a
 * withdrawn or replaced con-mon file.
 */
export async function withdrawReplacedRecordMatches(
  session: LoadSession,
  input: { apiName: DatasourceApiName; loadId: number; deltaTable: string },
): Promise<number> {
  const withdrawn = await session.query<{ id: string }>(
    `update match_results m set withdrawn_by_load = $1, withdrawn_at = now()
       from ${input.deltaTable} d
      where d.change_kind in ('changed', 'removed') and m.api_name = $2 and m.record_id = d.record_id
        and m.withdrawn_by_load is null
        and exists (select 1 from agency_files f where f.id = m.file_id and f.area = 'conMon')
        and not exists (select 1 from con_mon_enrollments e where e.file_id = m.file_id and e.withdrawn_at is not null)
     returning m.id::text as id`,
    [input.loadId, input.apiName],
  );
  return withdrawn.length;
}

/**
 * Queues the con-mon delta job in the transaction that commits the load: a load committed with
 * the portal stopped (CLI) is matched when a portal starts, and a load that rolls back queues
 * nothing.
 */
export async function enqueueSourceDelta(
  handle: DbHandle,
  session: LoadSession,
  load: { apiName: DatasourceApiName; loadId: number; added: number; changed: number },
): Promise<void> {
  if (load.added + load.changed === 0) return;
  await enqueueJob(
    handle,
    { kind: CON_MON_SOURCE_DELTA_JOB, payload: { apiName: load.apiName, loadId: load.loadId }, phase: 'queued' },
    session,
  );
}
