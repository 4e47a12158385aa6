import { DatasourceLoadState, type DatasourceApiName, type DatasourceLoad } from '@dnp/contracts';
import { and, desc, eq, jobs, sql, type Database } from '@dnp/db';
import { DatasourceLoadCheckpoint, DatasourceLoadPayload, DATASOURCE_LOAD_JOB } from './load-job.js';

type JobRow = typeof jobs.$inferSelect;

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

function statusOf(row: JobRow): DatasourceLoad {
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
    rejections: checkpoint.rejections ?? [],
    rejectionCount: checkpoint.rejectionCount ?? 0,
    lastError: row.lastError,
  };
}

/** One load request of a source, or undefined when there is none by that id for that source. */
export async function readLoadStatus(
  db: Database,
  apiName: DatasourceApiName,
  loadId: number,
): Promise<DatasourceLoad | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, loadId), eq(jobs.kind, DATASOURCE_LOAD_JOB), sql`${jobs.payload}->>'apiName' = ${apiName}`));
  return row ? statusOf(row) : undefined;
}

/** The newest load requests of every source, newest first. */
export async function listLoadStatuses(db: Database, limit: number): Promise<DatasourceLoad[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, DATASOURCE_LOAD_JOB))
    .orderBy(desc(jobs.id))
    .limit(limit);
  return rows.map(statusOf);
}
