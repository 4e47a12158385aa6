import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, IndexBuilder } from 'drizzle-orm/pg-core';
import { datasourceLoads } from './portal.js';

/**
 * Columns every datasource record table starts with. The record's attributes follow,
 * one column each, named as the attribute (camelCase in code, snake_case in SQL), so a
 * parsed record maps onto a row without a per-source mapping.
 */
export function recordColumns() {
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The record's id in its source (SSN for DMF, ent_num for OFAC, EIN for Pub 78, ...). */
    naturalKey: text('natural_key').notNull(),
    /** The load that last added or changed this record: its source version. */
    loadId: bigint('load_id', { mode: 'number' })
      .notNull()
      .references(() => datasourceLoads.id),
    /** SHA-256 of the record's attributes: a reload compares it to find changed records. */
    contentHash: text('content_hash').notNull(),
  };
}

/** One natural key per source; TIN lookups use a partial index (most OFAC and some SAM rows have none). */
export function recordIndexes(table: string, t: { naturalKey: AnyPgColumn; tin?: AnyPgColumn }): IndexBuilder[] {
  const indexes = [uniqueIndex(`${table}_key_idx`).on(t.naturalKey)];
  if (t.tin)
    indexes.push(
      index(`${table}_tin_idx`)
        .on(t.tin)
        .where(sql`${t.tin} is not null`),
    );
  return indexes;
}

/** Columns of a sub-list table (OFAC addresses, SAM NAICS codes, ...): the parent record and the item's place. */
export function listColumns(parentId: () => AnyPgColumn) {
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: bigint('record_id', { mode: 'number' }).notNull().references(parentId, { onDelete: 'cascade' }),
    /** Order of the item in the source record, so a record reads back as it was published. */
    position: integer('position').notNull(),
  };
}

export function listIndexes(table: string, t: { recordId: AnyPgColumn }) {
  return [index(`${table}_record_idx`).on(t.recordId)];
}
