import { Readable } from 'node:stream';
import type { ParsedRecord, ParseItem, Rejection } from './types.js';

/** Drains a parser into its records and rejections, in file order. */
export async function collect<T>(
  items: AsyncIterable<ParseItem<T>>,
): Promise<{ records: ParsedRecord<T>[]; rejections: Rejection[] }> {
  const records: ParsedRecord<T>[] = [];
  const rejections: Rejection[] = [];
  for await (const item of items) {
    if (item.kind === 'record') records.push(item);
    else rejections.push(item);
  }
  return { records, rejections };
}

/** A file's bytes as an upload stream, the way the API hands a file to a parser. */
export function streamOf(lines: readonly string[], ending = '\n'): Readable {
  return Readable.from([Buffer.from(lines.join(ending) + ending)]);
}
