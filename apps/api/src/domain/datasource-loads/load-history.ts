import {
  DatasourceApiName,
  type DatasourceLoad,
  type SourceLoadConMon,
  type SourceLoadHistoryEntry,
} from '@dnp/contracts';
import { datasourceLoads, desc, eq, jobs, sql, type DbHandle } from '@dnp/db';
import { DatasourceLoadPayload, DATASOURCE_LOAD_JOB } from './load-job.js';
import { conMonOf, statusOf, type JobRow } from './load-status.js';

type CommittedRow = typeof datasourceLoads.$inferSelect;

/** A history entry with the id the list answers it under, unique across requests and outside loads. */
export type SourceLoadHistoryItem = { id: string; entry: SourceLoadHistoryEntry };

function requestEntry(
  row: JobRow,
  status: DatasourceLoad,
  conMon: Map<string, SourceLoadConMon>,
): SourceLoadHistoryItem {
  const { result } = status;
  return {
    id: status.sourceLoadId,
    entry: {
      sourceLoadId: status.sourceLoadId,
      datasourceLoadId: result?.datasourceLoadId ?? null,
      through: 'portal',
      apiName: status.apiName,
      sourceVersion: result?.sourceVersion ?? DatasourceLoadPayload.parse(row.payload).sourceVersion,
      fileNames: status.fileNames,
      requestedBy: status.requestedBy,
      receivedAt: status.receivedAt,
      finishedAt: status.finishedAt,
      state: status.state,
      phase: status.phase,
      progress: status.progress,
      lastError: status.lastError,
      recordCount: result?.recordCount ?? null,
      added: result?.added ?? null,
      changed: result?.changed ?? null,
      removed: result?.removed ?? null,
      conMon: result ? (conMon.get(result.datasourceLoadId) ?? null) : null,
    },
  };
}

function outsideEntry(row: CommittedRow, conMon: Map<string, SourceLoadConMon>): SourceLoadHistoryItem {
  const datasourceLoadId = String(row.id);
  const committedAt = row.loadedAt.toISOString();
  return {
    id: `committed-${datasourceLoadId}`,
    entry: {
      sourceLoadId: null,
      datasourceLoadId,
      through: 'outside',
      apiName: DatasourceApiName.parse(row.apiName),
      sourceVersion: row.sourceVersion,
      fileNames: row.fileName ? [row.fileName] : [],
      requestedBy: null,
      receivedAt: committedAt,
      finishedAt: committedAt,
      state: 'done',
      phase: 'done',
      progress: {},
      lastError: null,
      recordCount: row.recordCount,
      added: row.addedCount,
      changed: row.changedCount,
      removed: row.removedCount,
      conMon: conMon.get(datasourceLoadId) ?? null,
    },
  };
}

/**
 * The newest loads of every source however they came in, newest first: requests sent through
 * the portal (by when received) and loads committed outside it (by when committed). A load a
 * request committed is listed once, as its request. Each side is read newest first up to the
 * limit, so merging the two and keeping the limit's newest reads at most twice the limit.
 */
export async function listLoadHistory(handle: DbHandle, limit: number): Promise<SourceLoadHistoryItem[]> {
  const requests = await handle.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, DATASOURCE_LOAD_JOB))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  const outside = await handle.db
    .select()
    .from(datasourceLoads)
    .where(
      sql`not exists (select 1 from ${jobs} where ${jobs.kind} = ${DATASOURCE_LOAD_JOB}
            and ${jobs.checkpoint}->'result'->>'datasourceLoadId' = ${datasourceLoads.id}::text)`,
    )
    .orderBy(desc(datasourceLoads.loadedAt), desc(datasourceLoads.id))
    .limit(limit);
  const statuses = requests.map((row) => ({ row, status: statusOf(row) }));
  const conMon = await conMonOf(handle, [
    ...statuses.flatMap(({ status }) => (status.result ? [status.result.datasourceLoadId] : [])),
    ...outside.map((row) => String(row.id)),
  ]);
  const items = [
    ...statuses.map(({ row, status }) => ({ at: row.createdAt.getTime(), item: requestEntry(row, status, conMon) })),
    ...outside.map((row) => ({ at: row.loadedAt.getTime(), item: outsideEntry(row, conMon) })),
  ];
  return items
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ item }) => item);
}
