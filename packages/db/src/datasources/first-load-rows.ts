import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { recordHash } from '@dnp/ingest';
import { copyField, copyRow } from './copy-text.js';
import { nameKeyHashes, nameKeyPartition } from './name-key-hash.js';
import { recordNameKeys } from './record-names.js';
import { birthDateColumn, sourceTables } from './source-tables.js';

/** Record text gathered before a batch is written: a few MB amortize a COPY statement's round trip. */
const BATCH_BYTES = 4 * 1024 * 1024;

/** Rows of a first load ready for COPY: text per table, and how many records hold each name key. */
export interface RowBatch {
  records: number;
  tables: Array<[table: string, text: string]>;
  keyCounts: Array<[key: number, records: number]>;
}

/** The tables a first load writes and their COPY columns, records first: lists and keys point at them. */
export function firstLoadTables(apiName: DatasourceApiName): Array<[table: string, columns: readonly string[]]> {
  const tables = sourceTables[apiName];
  return [
    [tables.table, ['id', 'natural_key', 'load_id', 'content_hash', ...tables.columns.map((c) => c.column)]],
    ...tables.lists.map((list): [string, string[]] => [
      list.table,
      ['record_id', 'position', ...list.columns.map((c) => c.column)],
    ]),
    [nameKeyPartition(apiName), ['api_name', 'key', 'record_id', 'birth_date']],
  ];
}

/**
 * Formats records of a first load as COPY text for the record table, its list tables and the
 * source's name-key partition (each posting with its record's date of birth where the source lists one),
 * with the ids the load gave them. Pure: the generator runs it in
 * worker threads, each on its own range of ids, while the load writes what they send.
 */
export class FirstLoadRows<K extends DatasourceApiName> {
  private readonly tables;
  private readonly partition;
  /** The attribute holding the record's date of birth, copied onto each of its name postings. */
  private readonly birthAttribute;
  private readonly order: readonly string[];
  private rows = new Map<string, string[]>();
  private keyCounts = new Map<number, number>();
  private records = 0;
  private size = 0;

  constructor(
    private readonly apiName: K,
    private readonly loadId: number,
  ) {
    this.tables = sourceTables[apiName];
    this.partition = nameKeyPartition(apiName);
    this.birthAttribute = birthDateColumn(apiName)?.attribute;
    this.order = firstLoadTables(apiName).map(([table]) => table);
  }

  add(id: number, key: string, record: RecordAttributesByApiName[K]): void {
    const attributes = record as Record<string, unknown>;
    this.push(
      this.tables.table,
      copyRow([id, key, this.loadId, recordHash(record), ...this.tables.columns.map((c) => attributes[c.attribute])]),
    );
    for (const list of this.tables.lists) {
      const entries = attributes[list.attribute];
      if (!Array.isArray(entries)) continue;
      for (const [position, entry] of entries.entries()) {
        const values = entry as Record<string, unknown>;
        this.push(list.table, copyRow([id, position, ...list.columns.map((c) => values[c.attribute])]));
      }
    }
    let keyRows = '';
    const birth = copyField(this.birthAttribute === undefined ? null : attributes[this.birthAttribute]);
    for (const hash of nameKeyHashes(recordNameKeys(this.apiName, record))) {
      this.keyCounts.set(hash, (this.keyCounts.get(hash) ?? 0) + 1);
      keyRows += `${this.apiName}\t${hash}\t${id}\t${birth}\n`;
    }
    this.push(this.partition, keyRows);
    this.records++;
  }

  /** Whether enough is gathered to be worth a write. */
  get full(): boolean {
    return this.size >= BATCH_BYTES;
  }

  /** What was gathered since the last take, in table order; the formatter starts afresh. */
  take(): RowBatch {
    const batch: RowBatch = {
      records: this.records,
      tables: this.order.flatMap((table): Array<[string, string]> => {
        const rows = this.rows.get(table);
        return rows === undefined || rows.length === 0 ? [] : [[table, rows.join('')]];
      }),
      keyCounts: [...this.keyCounts],
    };
    this.rows = new Map();
    this.keyCounts = new Map();
    this.records = 0;
    this.size = 0;
    return batch;
  }

  private push(table: string, text: string): void {
    let rows = this.rows.get(table);
    if (rows === undefined) this.rows.set(table, (rows = []));
    rows.push(text);
    this.size += text.length;
  }
}
