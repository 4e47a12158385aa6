import {
  sourceRecordLine,
  type DatasourceApiName,
  type RecordAttributesByApiName,
  type SourceFileFormat,
} from '@dnp/contracts';
import { readLines } from './lines.js';
import { ingestFormat, type IngestFormat } from './registry.js';
import { reject, type ParseInput, type ParseItem } from './types.js';

/** Where a problem is on the line, as the API and the CLI print a column: `record.deathDate`, `key`. */
const fieldOf = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/**
 * Reads a records file (docs/source-loads.md, "Records files"): one JSON object a line,
 * `{"key": …, "record": …}`, the record checked by the source's contract schema. A bad line is
 * refused with the field it names (the first one wrong, each wrong field in the reason) and
 * reading goes on, so the load can refuse the file whole with every line's problem.
 */
export async function* parseRecordsFile<K extends DatasourceApiName>(
  apiName: K,
  input: ParseInput,
): AsyncGenerator<ParseItem<RecordAttributesByApiName[K]>> {
  const schema = sourceRecordLine(apiName);
  for await (const { line, text } of readLines(input)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error: unknown) {
      yield reject(line, `not a JSON object: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      yield { kind: 'record', line, key: parsed.data.key, record: parsed.data.record as RecordAttributesByApiName[K] };
      continue;
    }
    const [first, ...others] = parsed.error.issues;
    const column = first && first.path.length > 0 ? fieldOf(first.path) : undefined;
    const alsoWrong = others.map((issue) => `${fieldOf(issue.path) || 'line'}: ${issue.message}`);
    const reason = `${first?.message ?? 'not a record'}${alsoWrong.length > 0 ? `; also ${alsoWrong.join('; ')}` : ''}`;
    yield reject(line, reason, column);
  }
}

/** The records file of a source, as a format the loaders take like a published one. */
export function recordsFileFormat<K extends DatasourceApiName>(apiName: K): IngestFormat<K> {
  return {
    apiName,
    format: 'records file (JSON lines of {"key", "record"})',
    input: 'file',
    parse: (input) => parseRecordsFile(apiName, input),
  };
}

/** The parser of a source's file in the format it was sent as; undefined for a published file the source lacks. */
export function sourceFileParser<K extends DatasourceApiName>(
  apiName: K,
  format: SourceFileFormat,
): IngestFormat<K> | undefined {
  return format === 'records' ? recordsFileFormat(apiName) : ingestFormat(apiName);
}
