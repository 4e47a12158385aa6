import type { Multipart } from '@fastify/multipart';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { badRequest, DomainError } from '../domain-error.js';

/** One file of a source load, kept under UPLOAD_DIR for its run. */
export interface ReceivedSourceFile {
  name: string;
  bytes: number;
  /** Newlines in the file: the validating phase's percent counts against them. */
  lines: number;
  checksum: string;
}

export interface ReceivedSourceFiles {
  /** The folder under UPLOAD_DIR holding the files: the job finds them by it, whichever process runs it. */
  folder: string;
  files: ReceivedSourceFile[];
  fields: Record<string, string>;
}

const tooLarge = (maxBytes: number) =>
  new DomainError(
    'PAYLOAD_TOO_LARGE',
    `A file is larger than the limit of ${maxBytes} bytes (MAX_UPLOAD_BYTES). Load it with the command line on PostgreSQL, or raise the limit.`,
    { parameter: 'file' },
  );

/** A name the parser can open in the load's own folder: the last part of any path sent, nothing hidden. */
function safeName(given: string): string {
  const name = basename(given.replaceAll('\\', '/'));
  if (name === '' || name.startsWith('.')) {
    throw badRequest(`The file name "${given}" is not a plain file name.`, { parameter: 'file' });
  }
  return name;
}

/** Streams one part to disk, counting bytes and lines and hashing as it goes; never held in memory. */
async function storePart(file: NodeJS.ReadableStream, path: string, maxBytes: number) {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        callback(tooLarge(maxBytes));
        return;
      }
      hash.update(chunk);
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(file, count, createWriteStream(path));
  } catch (error: unknown) {
    // @fastify/multipart stops the part one byte over MAX_UPLOAD_BYTES (app.ts) with its own error.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  return { bytes, lines, checksum: hash.digest('hex') };
}

/**
 * Receives the multipart upload of a source load: every file part streamed into a folder of
 * its own under UPLOAD_DIR (OFAC comes as its four files), the form fields collected in
 * whatever order they come. Anything refused removes the folder at once.
 */
export async function receiveSourceFiles(
  parts: AsyncIterableIterator<Multipart>,
  options: { uploadDir: string; maxBytes: number },
): Promise<ReceivedSourceFiles> {
  const folder = join('source-loads', randomUUID());
  const path = join(options.uploadDir, folder);
  await mkdir(path, { recursive: true });
  const fields: Record<string, string> = {};
  const files: ReceivedSourceFile[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const name = safeName(part.filename || 'upload');
      if (files.some((file) => file.name === name)) {
        throw badRequest(`The upload holds two files named "${name}".`, { parameter: part.fieldname });
      }
      const stored = await storePart(part.file, join(path, name), options.maxBytes);
      if (stored.bytes === 0) throw badRequest(`The file "${name}" is empty.`, { parameter: part.fieldname });
      files.push({ name, ...stored });
    }
    if (files.length === 0) {
      throw badRequest('The upload holds no file: send it in the form field "file".', { parameter: 'file' });
    }
    return { folder, files, fields };
  } catch (error: unknown) {
    await rm(path, { recursive: true, force: true });
    throw error;
  }
}
