import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { datasourceLoads } from './portal.js';

/**
 * Name-search index: every key the matching engine's `nameKeys` gives for every name and
 * alias of a record, one row per distinct key of the record, the key stored as its 32-bit
 * hash (`nameKeyHash`). A search computes the keys of the searched name and reads the record
 * ids here (docs/matching.md, docs/data-storage.md).
 *
 * The table is LIST-partitioned by source (migration 0004): a search reads one source's
 * partition, and a bulk first load of the death file rebuilds its own partition's indexes
 * without touching the other sources'. Drizzle does not model partitions, so the partitions
 * and their indexes (`(key, record_id)` for searches, `(record_id)` for reloads) are made in
 * that migration; there is no index on the parent.
 */
export const datasourceNameKeys = pgTable('datasource_name_keys', {
  apiName: text('api_name').notNull(),
  key: integer('key').notNull(),
  /** The id in the source's record table (`<source>_records.id`). */
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  /**
   * The record's date of birth, on the postings of a source that lists dates of birth (migration 0017; the
   * partition's key index includes it): a bulk run ranks namesakes by it from the postings alone.
   */
  birthDate: date('birth_date', { mode: 'string' }),
});

/**
 * Every TIN-bearing source's TINs as int8 beside the record id, kept by the loaders in the
 * transaction that writes the records: the batch matcher's exact-TIN join reads these 24 bytes
 * a record instead of each source's whole row (docs/matching.md, "The exact-TIN join"). Every
 * stored TIN is nine digits (the record contracts refuse any other), so int8 is exact.
 *
 * LIST-partitioned by source like the name keys (migration 0015), with `(tin) include
 * (record_id)` for a small file's probes and `(record_id)` for reloads on each partition.
 */
export const datasourceTinKeys = pgTable('datasource_tin_keys', {
  tin: bigint('tin', { mode: 'number' }).notNull(),
  /** The id in the source's record table (`<source>_records.id`). */
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  apiName: text('api_name').notNull(),
});

/**
 * How many records of a source hold each name key: a search skips the keys too common to be
 * worth reading (a JOHN in a national death file) when the name has rarer ones.
 */
export const datasourceNameKeyCounts = pgTable(
  'datasource_name_key_counts',
  {
    apiName: text('api_name').notNull(),
    key: integer('key').notNull(),
    records: integer('records').notNull(),
  },
  (t) => [primaryKey({ columns: [t.apiName, t.key] })],
);

/** What each load changed, key by key, for continuous monitoring to re-screen. */
export const datasourceDeltas = pgTable(
  'datasource_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loadId: bigint('load_id', { mode: 'number' })
      .notNull()
      .references(() => datasourceLoads.id),
    apiName: text('api_name').notNull(),
    naturalKey: text('natural_key').notNull(),
    changeKind: text('change_kind', { enum: ['added', 'changed', 'removed'] }).notNull(),
  },
  (t) => [
    index('datasource_deltas_load_idx').on(t.loadId, t.changeKind),
    index('datasource_deltas_key_idx').on(t.apiName, t.naturalKey),
  ],
);

/** Lines a load was allowed to skip (`--allow-rejects N`), kept with the load for review. */
export const datasourceLoadRejections = pgTable(
  'datasource_load_rejections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loadId: bigint('load_id', { mode: 'number' })
      .notNull()
      .references(() => datasourceLoads.id),
    line: integer('line').notNull(),
    file: text('file'),
    column: text('column_name'),
    reason: text('reason').notNull(),
  },
  (t) => [index('datasource_load_rejections_load_idx').on(t.loadId, t.line)],
);
