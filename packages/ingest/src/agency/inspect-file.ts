import type { AgencyFileError } from '@dnp/contracts';
import { createHash } from 'node:crypto';
import { openInput } from '../lines.js';
import type { ParseInput } from '../types.js';

export interface FileInspection {
  /** sha256 of the bytes, hex: the same file sent twice has the same checksum. */
  checksum: string;
  bytes: number;
  /** Lines holding anything but blanks. */
  lines: number;
  /** Problems with the file as a whole; empty when it may be parsed. */
  problems: AgencyFileError[];
}

const NUL = 0;
const NEWLINE = 10;

/** Which line of a chunk (0 = its first) holds the first byte sequence that is not UTF-8. */
function firstBadLine(chunk: Buffer): number {
  let start = 0;
  for (let lineIndex = 0; start < chunk.length; lineIndex += 1) {
    const end = chunk.indexOf(NEWLINE, start);
    const stop = end === -1 ? chunk.length : end;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(chunk.subarray(start, stop));
    } catch {
      return lineIndex;
    }
    start = stop + 1;
  }
  return 0;
}

/**
 * One streaming pass over an uploaded file before any row is read: its checksum, and
 * whether it is text at all (no NUL byte, valid UTF-8, not empty, within the size
 * limit). A binary or wrongly encoded file is refused with the line where it stops
 * being UTF-8 text, so the sender can find it.
 */
export async function inspectFile(input: ParseInput, options: { maxBytes: number }): Promise<FileInspection> {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let line = 1;
  let lines = 0;
  let lineHasText = false;
  const problems: AgencyFileError[] = [];
  const fail = (row: number, message: string) => {
    problems.push({ row, column: null, message });
  };
  for await (const piece of openInput(input)) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : (piece as Buffer);
    hash.update(chunk);
    bytes += chunk.length;
    if (bytes > options.maxBytes) {
      fail(0, `The file is larger than the limit of ${options.maxBytes} bytes. Split it into smaller files.`);
      return { checksum: '', bytes, lines, problems };
    }
    if (problems.length > 0) continue;
    const firstLine = line;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index];
      if (byte === NUL) {
        fail(line, 'The file holds a NUL byte: it is a binary file, not CSV or fixed-width text.');
        break;
      }
      if (byte === NEWLINE) {
        if (lineHasText) lines += 1;
        line += 1;
        lineHasText = false;
      } else if (byte !== 13 && byte !== 32 && byte !== 9) lineHasText = true;
    }
    if (problems.length > 0) continue;
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      fail(firstLine + firstBadLine(chunk), 'The file is not UTF-8 text. Save it as UTF-8.');
    }
  }
  if (lineHasText) lines += 1;
  if (problems.length === 0) {
    try {
      decoder.decode();
    } catch {
      fail(line, 'The file ends in the middle of a UTF-8 character.');
    }
  }
  if (problems.length === 0 && lines === 0) fail(0, 'The file is empty.');
  return { checksum: hash.digest('hex'), bytes, lines, problems };
}
