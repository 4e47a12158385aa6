import type { AgencyFileArea } from '@dnp/contracts';
import { enqueueAgencyFile, queryRows, type DbHandle } from '@dnp/db';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AgencyFileFormat } from '@dnp/ingest';

/** A demo file of any area: who sent it, when, and its text, CSV or fixed-width (docs/agency-files.md). */
export interface DemoFile {
  accessGroupId: string;
  fileName: string;
  receivedAt: string;
  throughDate: string | null;
  format: AgencyFileFormat;
  text: string;
}

export interface DemoFilesSummary {
  /** Files queued by this call; the portal's job runner validates and matches them. */
  queued: Array<{ fileName: string; accessGroupId: string; fileId: number }>;
  /** Files already there, queued, running or done: left as they are. */
  skipped: number;
}

/**
 * Sends demo files of one area in as an agency sends one: each file stored under `uploadDir` and
 * queued with its job by the upload's own `enqueueAgencyFile`, so the API's job runner validates
 * and matches it as it does a user's file, and the demo proves the intake. The files run once an
 * API process is up (at start, before its first request in practice: a demo file is a few rows).
 * A file already sent is skipped, unless its run failed or was cancelled: then it is sent afresh.
 * The senders must exist (seedDevDirectory), and `uploadDir` must be the API's UPLOAD_DIR.
 */
export async function loadDemoAgencyFiles(
  handle: DbHandle,
  input: { area: AgencyFileArea; files: readonly DemoFile[]; uploadDir: string },
): Promise<DemoFilesSummary> {
  await mkdir(input.uploadDir, { recursive: true });
  const summary: DemoFilesSummary = { queued: [], skipped: 0 };
  for (const file of input.files) {
    const [existing] = await queryRows<{ id: number; state: string | null; matched: boolean }>(
      handle,
      `select f.id::int as id, j.state, f.matched_at is not null as matched
         from agency_files f left join jobs j on j.id = f.job_id
        where f.area = $1 and f.access_group_id = $2 and f.file_name = $3
        order by f.id desc limit 1`,
      [input.area, file.accessGroupId, file.fileName],
    );
    const stopped = existing && (existing.state === 'failed' || existing.state === 'cancelled');
    const unfinishedWithoutRun = existing && existing.state === null && !existing.matched;
    if (existing && !stopped && !unfinishedWithoutRun) {
      summary.skipped += 1;
      continue;
    }
    // Its parties, problems and any match go with it (the foreign keys cascade).
    if (existing) await queryRows(handle, 'delete from agency_files where id = $1', [existing.id]);
    const storedName = `${randomUUID()}.${file.format === 'csv' ? 'csv' : 'txt'}`;
    await writeFile(join(input.uploadDir, storedName), file.text);
    const queued = await handle.db.transaction((tx) =>
      enqueueAgencyFile(tx, {
        area: input.area,
        accessGroupId: file.accessGroupId,
        fileName: file.fileName,
        uploadedBy: null,
        checksum: createHash('sha256').update(file.text).digest('hex'),
        format: file.format,
        bytes: Buffer.byteLength(file.text),
        lines: file.text.split(/\r?\n/).filter((line) => line.trim() !== '').length,
        storedName,
        skipInvalid: false,
        throughDate: file.throughDate,
        receivedAt: new Date(file.receivedAt),
      }),
    );
    summary.queued.push({ fileName: file.fileName, accessGroupId: file.accessGroupId, fileId: queued.fileId });
  }
  return summary;
}
