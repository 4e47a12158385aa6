import {
  DatasourceLoadState,
  type DatasourceApiName,
  type DatasourceLoad,
  type SourceLoadConMon,
} from '@dnp/contracts';
import { and, CON_MON_SOURCE_DELTA_JOB, eq, jobs, queryRows, sql, type DbHandle } from '@dnp/db';
import { DatasourceLoadCheckpoint, DatasourceLoadPayload, DATASOURCE_LOAD_JOB } from './load-job.js';

export type JobRow = typeof jobs.$inferSelect;

/** The live figures the job reports, read leniently: a figure of another shape is left out, not an error. */
function progressOf(progress: Record<string, unknown>): DatasourceLoad['progress'] {
  const figure = (key: string, max = Number.MAX_SAFE_INTEGER) => {
    const value = progress[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : undefined;
  };
  const shown = {
    rowsDone: figure('rowsDone'),
    rowsTotal: figure('rowsTotal'),
    percent: figure('percent', 100),
    rowsPerSecond: figure('rowsPerSecond'),
  };
  return Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined));
}

/**
 * Continuous monitoring's findings for committed loads, by datasource load id: the matches its
 * delta job stamped with the load, those the load withdrew, and where that job stands.
 */
export async function conMonOf(handle: DbHandle, loadIds: readonly string[]): Promise<Map<string, SourceLoadConMon>> {
  if (loadIds.length === 0) return new Map();
  const rows = await queryRows<{ loadId: string; newMatches: number; withdrawnMatches: number; delta: string | null }>(
    handle,
    `select l.id::text as "loadId",
            (select count(*)::int from match_results m where m.matched_by_load = l.id) as "newMatches",
            (select count(*)::int from match_results m where m.withdrawn_by_load = l.id) as "withdrawnMatches",
            (select j.state from jobs j where j.kind = $2 and j.payload->>'loadId' = l.id::text
              order by j.id desc limit 1) as delta
       from datasource_loads l where l.id = any($1::bigint[])`,
    [loadIds, CON_MON_SOURCE_DELTA_JOB],
  );
  const stateOf = (delta: string | null): SourceLoadConMon['state'] => {
    if (delta === null) return 'none';
    if (delta === 'done') return 'done';
    return delta === 'failed' || delta === 'cancelled' ? 'failed' : 'matching';
  };
  return new Map(
    rows.map((row) => [
      row.loadId,
      { state: stateOf(row.delta), newMatches: row.newMatches, withdrawnMatches: row.withdrawnMatches },
    ]),
  );
}

async function statusesOf(handle: DbHandle, rows: readonly JobRow[]): Promise<DatasourceLoad[]> {
  const statuses = rows.map(statusOf);
  const findings = await conMonOf(
    handle,
    statuses.flatMap((status) => (status.result ? [status.result.datasourceLoadId] : [])),
  );
  return statuses.map((status) => ({
    ...status,
    conMon: status.result ? (findings.get(status.result.datasourceLoadId) ?? null) : null,
  }));
}

export function statusOf(row: JobRow): DatasourceLoad {
  const payload = DatasourceLoadPayload.parse(row.payload);
  const checkpoint = DatasourceLoadCheckpoint.parse(row.checkpoint);
  return {
    sourceLoadId: String(row.id),
    apiName: payload.apiName,
    fileNames: payload.files.map((file) => file.name),
    byteCount: payload.files.reduce((sum, file) => sum + file.bytes, 0),
    requestedBy: row.requestedBy,
    receivedAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    state: DatasourceLoadState.parse(row.state),
    phase: row.phase,
    progress: progressOf(row.progress),
    result: checkpoint.result ?? null,
    conMon: null,
    rejections: checkpoint.rejections ?? [],
    rejectionCount: checkpoint.rejectionCount ?? 0,
    lastError: row.lastError,
  };
}

/** One load request of a source, or undefined when there is none by that id for that source. */
export async function readLoadStatus(
  handle: DbHandle,
  apiName: DatasourceApiName,
  loadId: number,
): Promise<DatasourceLoad | undefined> {
  const rows = await handle.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, loadId), eq(jobs.kind, DATASOURCE_LOAD_JOB), sql`${jobs.payload}->>'apiName' = ${apiName}`));
  const [status] = await statusesOf(handle, rows);
  return status;
}
