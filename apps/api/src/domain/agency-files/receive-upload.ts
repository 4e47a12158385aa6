import type { Multipart } from '@fastify/multipart';
import {
  detectAgencyFileFormat,
  inspectFile,
  readAgencyFile,
  type AgencyFileFormat,
  type AgencyFileLayout,
} from '@dnp/ingest';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import { badRequest, DomainError } from '../domain-error.js';

/** A file received whole and checked as text, kept under UPLOAD_DIR for its run. */
export interface StoredUpload {
  fileName: string;
  /** The name under UPLOAD_DIR: the job finds the file by it, whichever process runs it. */
  storedName: string;
  checksum: string;
  bytes: number;
  /** Lines holding anything but blanks: the run's progress counts against it. */
  lines: number;
  format: AgencyFileFormat;
  /** The form fields, as sent (parsed by the caller). */
  fields: Record<string, string>;
}

const tooLarge = (maxBytes: number) =>
  new DomainError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than the limit of ${maxBytes} bytes (MAX_UPLOAD_BYTES). Split it into smaller files.`,
    { parameter: 'file' },
  );

/**
 * Streams the file part to disk while inspectFile reads the same bytes (checksum, text,
 * size), so a large upload is read once and never held in memory. The inspector is fed
 * with back-pressure: the disk never runs ahead of the check by more than a buffer.
 */
async function storeFile(
  file: NodeJS.ReadableStream,
  path: string,
  maxBytes: number,
): Promise<Awaited<ReturnType<typeof inspectFile>>> {
  const inspector = new PassThrough();
  const inspection = inspectFile(inspector, { maxBytes });
  let bytes = 0;
  const tee = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        callback(tooLarge(maxBytes));
        return;
      }
      if (inspector.write(chunk)) callback(null, chunk);
      else inspector.once('drain', () => callback(null, chunk));
    },
    flush(callback) {
      inspector.end();
      callback();
    },
  });
  try {
    await pipeline(file, tee, createWriteStream(path));
  } catch (error: unknown) {
    // The upload failed: the inspection it fed is abandoned, and its own failure means nothing.
    inspection.catch(() => undefined);
    inspector.destroy();
    // @fastify/multipart stops the part one byte over MAX_UPLOAD_BYTES (app.ts) with its own error.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  return inspection;
}

async function firstLine(path: string): Promise<string | undefined> {
  const reader = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  try {
    for await (const line of reader) if (line.trim() !== '') return line;
    return undefined;
  } finally {
    reader.close();
  }
}

/** A wrong or missing header refuses the file at once (400), before a run is queued. */
async function checkHeader(path: string, layout: AgencyFileLayout<unknown>): Promise<AgencyFileFormat> {
  const line = await firstLine(path);
  const format = line === undefined ? undefined : detectAgencyFileFormat(line, layout);
  if (!format) {
    throw new DomainError(
      'BAD_REQUEST',
      `Line 1 is neither a CSV header naming the agency file's columns (${layout.columns.join(', ')}) nor a fixed-width record starting with an eight-digit ALC (docs/agency-files.md).`,
      { parameter: 'file', row: 1, column: 'header' },
    );
  }
  if (format === 'csv') {
    const problems: string[] = [];
    for await (const item of readAgencyFile(path, 'csv', layout)) {
      if (item.kind === 'rejection' && item.column === 'header') problems.push(item.reason);
      else break;
    }
    if (problems.length > 0) {
      throw new DomainError('BAD_REQUEST', `The header (row 1) is wrong: ${problems.join('; ')}.`, {
        parameter: 'file',
        row: 1,
        column: 'header',
      });
    }
  }
  return format;
}

/**
 * Receives the multipart upload: the one file part streamed to UPLOAD_DIR and checked, the
 * form fields collected in whatever order they come. A refused file is removed at once.
 */
export async function receiveUpload(
  parts: AsyncIterableIterator<Multipart>,
  /** layout: the area's columns (payment files have their own). */
  options: { uploadDir: string; maxBytes: number; layout: AgencyFileLayout<unknown> },
): Promise<StoredUpload> {
  await mkdir(options.uploadDir, { recursive: true });
  const fields: Record<string, string> = {};
  let stored: Omit<StoredUpload, 'fields' | 'format'> | undefined;
  let path: string | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (stored) throw badRequest('Send one file per upload.', { parameter: part.fieldname });
      const storedName = `${randomUUID()}.upload`;
      path = join(options.uploadDir, storedName);
      const inspection = await storeFile(part.file, path, options.maxBytes);
      const [problem] = inspection.problems;
      if (problem) {
        const source = { parameter: part.fieldname, ...(problem.row > 0 ? { row: problem.row } : {}) };
        // Past the size check, only an empty file is a problem of the whole file (row 0): a
        // mistake in what was sent. A binary or non-UTF-8 file, named by its line, is not text.
        if (problem.row === 0) throw badRequest(problem.message, source);
        throw new DomainError('UNSUPPORTED_MEDIA_TYPE', problem.message, source);
      }
      stored = {
        fileName: part.filename || 'upload',
        storedName,
        checksum: inspection.checksum,
        bytes: inspection.bytes,
        lines: inspection.lines,
      };
    }
    if (!stored || !path)
      throw badRequest('The upload holds no file: send it in the form field "file".', {
        parameter: 'file',
      });
    const format = await checkHeader(path, options.layout);
    return { ...stored, format, fields };
  } catch (error: unknown) {
    if (path) await rm(path, { force: true });
    throw error;
  }
}
