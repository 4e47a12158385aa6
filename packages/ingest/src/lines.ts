import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { ParseInput } from './types.js';

export interface NumberedLine {
  /** 1-based line number in the file. */
  line: number;
  text: string;
}

/** DOS end-of-file mark (Ctrl-Z) that OFAC's legacy files still end with. */
const END_OF_FILE_MARK = '\u001a';

export function openInput(input: ParseInput): NodeJS.ReadableStream {
  return typeof input === 'string' ? createReadStream(input) : input;
}

/**
 * Streams the lines of a file with their numbers, one at a time: the largest sources
 * (SSA DMF, about 90 million records) never fit in memory. Strips a UTF-8 byte-order
 * mark, CR of CRLF endings and a trailing end-of-file mark; blank lines are numbered
 * but not yielded unless asked for (a quoted CSV field may hold one).
 */
export async function* readLines(
  input: ParseInput,
  encoding: BufferEncoding = 'utf8',
  keepBlank = false,
): AsyncGenerator<NumberedLine> {
  const stream = openInput(input);
  const source = stream instanceof Readable ? stream : Readable.from(stream);
  source.setEncoding(encoding);
  const reader = createInterface({ input: source, crlfDelay: Infinity });
  let line = 0;
  for await (const raw of reader) {
    line += 1;
    let text = line === 1 && raw.startsWith('\ufeff') ? raw.slice(1) : raw;
    if (text.endsWith(END_OF_FILE_MARK)) text = text.slice(0, -1);
    if (!keepBlank && text.trim() === '') continue;
    yield { line, text };
  }
}
