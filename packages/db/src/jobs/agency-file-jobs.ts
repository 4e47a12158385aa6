import type { AgencyFileArea } from '@dnp/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../database.js';
import { jobs } from '../schema/jobs.js';
import { agencyFiles } from '../schema/portal.js';

/** The job kind that runs a received file of each area: one kind per area, one handler each. */
export const agencyFileJobKind = (area: AgencyFileArea) => `agency-file.${area}` as const;

/** What the job that runs a received file reads from its payload (apps/api/src/jobs/agency-file). */
export interface AgencyFileJobPayload {
  fileId: number;
  /** The file's name under UPLOAD_DIR: whichever process runs the job finds it there. */
  storedName: string;
  format: 'csv' | 'fixed';
  /** Lines holding anything but blanks: the run's progress counts against them. */
  lines: number;
}

/** A file received whole and stored under UPLOAD_DIR, as the intake records it. */
export interface ReceivedAgencyFile extends Omit<AgencyFileJobPayload, 'fileId'> {
  area: AgencyFileArea;
  accessGroupId: string;
  fileName: string;
  uploadedBy: string | null;
  checksum: string;
  bytes: number;
  skipInvalid: boolean;
  throughDate: string | null;
  /** When it came in; now unless given (demo files carry their own dates). */
  receivedAt?: Date;
}

/**
 * Records a received file and queues the run that validates and matches it: the file row and its
 * job in the caller's transaction (with the caller's audit row, if any). Every way a file comes in
 * (the upload route, the CLI through it, the demo files) goes through here, so they run alike.
 */
export async function enqueueAgencyFile(
  tx: Executor,
  file: ReceivedAgencyFile,
): Promise<{ fileId: number; jobId: number }> {
  const [row] = await tx
    .insert(agencyFiles)
    .values({
      area: file.area,
      accessGroupId: file.accessGroupId,
      fileName: file.fileName,
      uploadedBy: file.uploadedBy,
      checksum: file.checksum,
      format: file.format,
      byteCount: file.bytes,
      skipInvalid: file.skipInvalid,
      throughDate: file.throughDate,
      ...(file.receivedAt ? { receivedAt: file.receivedAt } : {}),
    })
    .returning({ id: agencyFiles.id });
  if (!row) throw new Error('insert into agency_files returned no row');
  const payload: AgencyFileJobPayload = {
    fileId: row.id,
    storedName: file.storedName,
    format: file.format,
    lines: file.lines,
  };
  const [job] = await tx
    .insert(jobs)
    .values({
      kind: agencyFileJobKind(file.area),
      accessGroupId: file.accessGroupId,
      requestedBy: file.uploadedBy,
      payload: { ...payload },
      // A CSV header is a line but not a row.
      progress: { rowsDone: 0, rowsTotal: file.lines - (file.format === 'csv' ? 1 : 0), percent: 0 },
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error('insert into jobs returned no row');
  await tx.update(agencyFiles).set({ jobId: job.id }).where(eq(agencyFiles.id, row.id));
  return { fileId: row.id, jobId: job.id };
}
