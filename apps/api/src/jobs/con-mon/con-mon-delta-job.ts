import { DatasourceApiName } from '@dnp/contracts';
import { matchSourceDelta, queryRows, type DbHandle, type PairScorer } from '@dnp/db';
import type { MatchConfig } from '@dnp/matching';
import { z } from 'zod';
import { grantsOf } from '../../domain/access-rows.js';
import { allowedDatasources } from '../../domain/request-context.js';
import type { JobHandler } from '../job-runner.js';

/** What a committed source load queued (packages/db con-mon/source-load-hooks.ts). */
const Payload = z.object({ apiName: DatasourceApiName, loadId: z.number().int().positive() });

/**
 * The enrolled files whose group may use the source: public sources for every group, a
 * restricted one only where the file's own group holds the grant, as its enrollment run had.
 */
async function monitoringFiles(handle: DbHandle, apiName: DatasourceApiName): Promise<number[]> {
  const files = await queryRows<{ id: string; group: string }>(
    handle,
    `select f.id::text as id, f.access_group_id as "group"
       from con_mon_enrollments e join agency_files f on f.id = e.file_id
      where e.withdrawn_at is null order by f.id`,
  );
  const allowed = new Map<string, boolean>();
  for (const group of new Set(files.map((file) => file.group))) {
    allowed.set(group, allowedDatasources(await grantsOf(handle.db, group)).has(apiName));
  }
  return files.filter((file) => allowed.get(file.group) === true).map((file) => Number(file.id));
}

/** Matches one source load's added and changed records against every enrolled file (the delta matcher). */
export function conMonDeltaJob(
  handle: DbHandle,
  options: { matchConfig: MatchConfig; recordsPerStep?: number; scorer?: PairScorer },
): JobHandler {
  return async (context) => {
    const { apiName, loadId } = Payload.parse(context.job.payload);
    await context.report({}, 'matching');
    await matchSourceDelta({
      apiName,
      loadId,
      fileIds: await monitoringFiles(handle, apiName),
      config: options.matchConfig,
      step: context.step,
      checkpoint: context.job.checkpoint,
      ...(options.recordsPerStep === undefined ? {} : { recordsPerStep: options.recordsPerStep }),
      ...(options.scorer === undefined ? {} : { scorer: options.scorer }),
    });
    return { phase: 'done' };
  };
}
