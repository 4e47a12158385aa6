import {
  AGENCY_FILE_ERRORS_SHOWN,
  AgencyFileRunPhases,
  type AgencyFileArea,
  type AgencyFileStatus,
} from '@dnp/contracts';
import {
  agencyFileErrors,
  agencyFiles,
  and,
  asc,
  conMonEnrollments,
  count,
  eq,
  inArray,
  jobs,
  lt,
  type Executor,
} from '@dnp/db';
import { notFound } from '../domain-error.js';
import type { RequestContext } from '../request-context.js';

export interface VisibleFile {
  id: number;
  jobId: number | null;
  accessGroupId: string;
}

/**
 * A file of this area that the acting group may see: its own or one of its descendants'
 * (a file DFAS sent is DOD's to see). Any other answers 404, never 403, so a file's id
 * tells nothing about another group's files.
 */
export async function findVisibleFile(
  db: Executor,
  ctx: RequestContext,
  area: AgencyFileArea,
  agencyFrbFileId: string,
): Promise<VisibleFile> {
  const [file] = await db
    .select({ id: agencyFiles.id, jobId: agencyFiles.jobId, accessGroupId: agencyFiles.accessGroupId })
    .from(agencyFiles)
    .where(
      and(
        eq(agencyFiles.id, Number(agencyFrbFileId)),
        eq(agencyFiles.area, area),
        inArray(agencyFiles.accessGroupId, [...ctx.visibleGroupIds]),
      ),
    );
  if (!file) throw notFound(`No file ${agencyFrbFileId} of your access group ${ctx.actingGroup.id}.`);
  return file;
}

const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/** The job's live figures, as the status contract names them. */
function progressOf(progress: Record<string, unknown>): AgencyFileStatus['progress'] {
  const figures = {
    rowsDone: number(progress.rowsDone),
    rowsTotal: number(progress.rowsTotal),
    percent: number(progress.percent),
    rowsPerSecond: number(progress.rowsPerSecond),
    // A job of another kind may keep other figures under the same key: only ours are shown.
    phases: AgencyFileRunPhases.safeParse(progress.phases).data,
  };
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined));
}

/** A file and where its run stands: the job's state, phase and progress, its first problems and their count. */
export async function readFileStatus(db: Executor, fileId: number): Promise<AgencyFileStatus> {
  const [row] = await db
    .select({
      file: agencyFiles,
      job: { state: jobs.state, phase: jobs.phase, progress: jobs.progress, lastError: jobs.lastError },
    })
    .from(agencyFiles)
    .leftJoin(jobs, eq(jobs.id, agencyFiles.jobId))
    .where(eq(agencyFiles.id, fileId));
  if (!row) throw notFound(`No file ${fileId}.`);
  const { file, job } = row;
  const errors = await db
    .select({ row: agencyFileErrors.row, column: agencyFileErrors.columnName, message: agencyFileErrors.message })
    .from(agencyFileErrors)
    .where(eq(agencyFileErrors.fileId, fileId))
    .orderBy(asc(agencyFileErrors.seq))
    .limit(AGENCY_FILE_ERRORS_SHOWN);
  const [errorCount] = await db
    .select({ n: count() })
    .from(agencyFileErrors)
    .where(eq(agencyFileErrors.fileId, fileId));
  const [earlier] = file.checksum
    ? await db
        .select({ id: agencyFiles.id })
        .from(agencyFiles)
        .where(
          and(
            eq(agencyFiles.accessGroupId, file.accessGroupId),
            eq(agencyFiles.area, file.area),
            eq(agencyFiles.checksum, file.checksum),
            lt(agencyFiles.id, file.id),
          ),
        )
        .orderBy(asc(agencyFiles.id))
        .limit(1)
    : [];
  return {
    agencyFrbFileId: String(file.id),
    area: file.area,
    fileName: file.fileName,
    accessGroupId: file.accessGroupId,
    receivedAt: file.receivedAt.toISOString(),
    format: file.format,
    byteCount: file.byteCount,
    checksum: file.checksum,
    // A file loaded without a run (demo data) is finished as it stands.
    state: job?.state ?? 'done',
    phase: job?.phase ?? 'done',
    progress: progressOf(job?.progress ?? {}),
    rowCount: file.rowCount,
    rejectedCount: file.rejectedCount,
    skipInvalid: file.skipInvalid,
    errors,
    errorCount: errorCount?.n ?? 0,
    duplicateOf: earlier ? String(earlier.id) : null,
    lastError: job?.lastError ?? null,
    throughDate: file.throughDate,
    matchedAt: file.matchedAt?.toISOString() ?? null,
    ...(file.area === 'conMon' ? { replacement: await replacementOf(db, fileId) } : {}),
  };
}

/** A con-mon file that replaced an enrolled file of the same name: which, and its parties added, changed, removed. */
async function replacementOf(db: Executor, fileId: number): Promise<AgencyFileStatus['replacement']> {
  const [row] = await db
    .select({
      replacedFileId: conMonEnrollments.replacedFileId,
      added: conMonEnrollments.partiesAdded,
      changed: conMonEnrollments.partiesChanged,
      removed: conMonEnrollments.partiesRemoved,
    })
    .from(conMonEnrollments)
    .where(eq(conMonEnrollments.fileId, fileId));
  if (!row || row.replacedFileId === null) return null;
  return {
    replacedFileId: String(row.replacedFileId),
    added: row.added ?? 0,
    changed: row.changed ?? 0,
    removed: row.removed ?? 0,
  };
}
