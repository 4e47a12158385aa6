/** One record a parser accepted, with the 1-based line it starts on and its natural key. */
export interface ParsedRecord<TRecord> {
  kind: 'record';
  line: number;
  /** Stable natural id of the record in its source, used to compute deltas between loads. */
  key: string;
  record: TRecord;
  /** Set by change files (SSA DMF updates): what to do with the keyed record. */
  change?: 'add' | 'change' | 'delete';
}

/** A line a parser refused. Parsing goes on after a rejection. */
export interface Rejection {
  kind: 'rejection';
  line: number;
  column?: string;
  reason: string;
  /** For sources of several files (OFAC), the file the line is in. */
  file?: string;
}

export type ParseItem<TRecord> = ParsedRecord<TRecord> | Rejection;

/** A file to parse: a path on disk, or a readable stream of its bytes (an upload). */
export type ParseInput = string | NodeJS.ReadableStream;

/** A value read from a column is wrong: the parser turns it into a Rejection of that line. */
export class FieldError extends Error {
  constructor(
    readonly column: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldError';
  }
}

export function reject(line: number, reason: string, column?: string): Rejection {
  return column === undefined ? { kind: 'rejection', line, reason } : { kind: 'rejection', line, column, reason };
}

/** Runs one row mapping; a FieldError becomes the rejection of that line, anything else is a bug. */
export function mapRow<TRecord>(
  line: number,
  map: () => Omit<ParsedRecord<TRecord>, 'kind' | 'line'>,
): ParseItem<TRecord> {
  try {
    return { kind: 'record', line, ...map() };
  } catch (error: unknown) {
    if (error instanceof FieldError) return reject(line, error.message, error.column);
    throw error;
  }
}
