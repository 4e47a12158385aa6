import { bigint, bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { datasourceLoads } from './portal.js';

/**
 * Name-search index: every key the matching engine's `nameKeys` gives for every name and
 * alias of a record, one row per distinct key of the record. A search computes the keys of
 * the searched name and reads the record ids here (docs/matching.md, docs/data-storage.md).
 */
export const datasourceNameKeys = pgTable(
  'datasource_name_keys',
  {
    key: text('key').notNull(),
    apiName: text('api_name').notNull(),
    /** The id in the source's record table (`<source>_records.id`). */
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('datasource_name_keys_key_idx').on(t.key, t.apiName),
    // A reload replaces the keys of the records it changed or removed.
    index('datasource_name_keys_record_idx').on(t.apiName, t.recordId),
  ],
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
