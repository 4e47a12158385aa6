import type { DatasourceApiName, RecordAttributesByApiName } from '@dnp/contracts';
import { recordHash } from '@dnp/ingest';
import type { ParseItem, Rejection } from '@dnp/ingest';
import { copyRow } from './copy-text.js';
import { nameKeyHashes } from './name-key-hash.js';
import type { LoadSession } from './load-session.js';
import { recordNameKeys } from './record-names.js';
import type { SourceTables } from './source-tables.js';

/** The temporary table a load streams into before anything of the source's tables is touched. */
export const STAGE_TABLE = 'load_stage';

const stageBookkeeping = ['line', 'natural_key', 'content_hash', 'change_kind', 'name_keys', 'lists'] as const;

export async function createStageTable(session: LoadSession, tables: SourceTables): Promise<void> {
  const attributes = tables.columns.map((c) => `"${c.column}" ${c.sqlType}`).join(', ');
  await session.query(
    `create temp table ${STAGE_TABLE} (line integer not null, natural_key text not null, content_hash text not null,
      change_kind text, name_keys integer[] not null, lists jsonb, ${attributes}) on commit drop`,
  );
}

export interface StageProgress {
  records: number;
  rejected: number;
}

export interface StageResult extends StageProgress {
  rejections: Rejection[];
  /** Whether the file carried add/change/delete records (a DMF update) rather than a full list. */
  changeFile: boolean;
}

/**
 * Reads every item of the parser: records go to the stage table, rejections are collected.
 * Once more lines are rejected than allowed the load will fail, so records stop being
 * written, but reading goes on so that every rejection can be reported.
 */
export async function stageRecords<K extends DatasourceApiName>(
  session: LoadSession,
  tables: SourceTables,
  items: AsyncIterable<ParseItem<RecordAttributesByApiName[K]>>,
  allowRejects: number,
  onProgress: (progress: StageProgress) => void,
): Promise<StageResult> {
  const apiName = tables.apiName as K;
  const writer = session.copyInto(STAGE_TABLE, [...stageBookkeeping, ...tables.columns.map((c) => c.column)]);
  const rejections: Rejection[] = [];
  let records = 0;
  let changeFile = false;
  try {
    for await (const item of items) {
      if (item.kind === 'rejection') {
        rejections.push(item);
        continue;
      }
      records++;
      if (item.change !== undefined) changeFile = true;
      if (records % 1000 === 0) onProgress({ records, rejected: rejections.length });
      if (rejections.length > allowRejects) continue;
      await writer.write(stageRow(tables, apiName, item.line, item.key, item.record, item.change));
    }
  } finally {
    await writer.end();
  }
  onProgress({ records, rejected: rejections.length });
  return { records, rejected: rejections.length, rejections, changeFile };
}

function stageRow<K extends DatasourceApiName>(
  tables: SourceTables,
  apiName: K,
  line: number,
  key: string,
  record: RecordAttributesByApiName[K],
  change: 'add' | 'change' | 'delete' | undefined,
): string {
  const attributes = record as Record<string, unknown>;
  let lists: Record<string, unknown> | null = null;
  for (const list of tables.lists) {
    const items = attributes[list.attribute];
    if (Array.isArray(items) && items.length > 0) (lists ??= {})[list.attribute] = items;
  }
  return copyRow([
    line,
    key,
    recordHash(record),
    change ?? null,
    `{${nameKeyHashes(recordNameKeys(apiName, record)).join(',')}}`,
    lists,
    ...tables.columns.map((c) => attributes[c.attribute]),
  ]);
}
