import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { agencyFiles } from './portal.js';

/**
 * A con-mon file once its enrollment run is done: source loads match its parties until it is
 * withdrawn, or replaced by a file of the same name from the same group (migration 0011).
 */
export const conMonEnrollments = pgTable(
  'con_mon_enrollments',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .primaryKey()
      .references(() => agencyFiles.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by').references(() => users.id),
    replacedByFileId: bigint('replaced_by_file_id', { mode: 'number' }).references(() => agencyFiles.id),
    replacedFileId: bigint('replaced_file_id', { mode: 'number' }).references(() => agencyFiles.id),
    partiesAdded: integer('parties_added'),
    partiesChanged: integer('parties_changed'),
    partiesRemoved: integer('parties_removed'),
  },
  (t) => [
    index('con_mon_enrollments_active_idx')
      .on(t.fileId)
      .where(sql`${t.withdrawnAt} IS NULL`),
  ],
);

/**
 * The name keys of enrolled parties, hashed as the sources' keys are, so that a source's changed
 * records find the parties sharing their keys in one join: a person's pair keys, every key of an
 * entity or a one-word name (as a batch run looks a party up). A party whose file gives no type has
 * keys for each kind of source (`forKind`); a typed party's keys hold for every source (null).
 * `hasTin` lets a source holding TINs join only the parties without one (migration 0014). Only
 * enrolled files have keys: withdrawing or replacing a file deletes its keys (a trigger).
 */
export const conMonPartyNameKeys = pgTable(
  'con_mon_party_name_keys',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => agencyFiles.id, { onDelete: 'cascade' }),
    partyId: bigint('party_id', { mode: 'number' }).notNull(),
    forKind: text('for_kind', { enum: ['person', 'entity', 'unknown'] }),
    key: integer('key').notNull(),
    hasTin: boolean('has_tin').notNull().default(false),
  },
  (t) => [
    index('con_mon_party_name_keys_key_idx').on(t.key, t.fileId, t.partyId),
    index('con_mon_party_name_keys_file_idx').on(t.fileId),
    index('con_mon_party_name_keys_without_tin_idx')
      .on(t.key, t.fileId, t.partyId)
      .where(sql`NOT ${t.hasTin}`),
  ],
);

/**
 * Postings per name key and kind over the enrolled files' keys, and those of parties without a
 * TIN: how many parties a changed record's key would bring, so each record joins the keys few
 * parties hold. `forKind` is the key rows' (`any` for a typed party's, which hold for every kind).
 * Kept by triggers on `con_mon_enrollments` (migration 0014): counted at enrollment, uncounted at
 * withdrawal or replacement.
 */
export const conMonPartyKeyCounts = pgTable(
  'con_mon_party_key_counts',
  {
    key: integer('key').notNull(),
    forKind: text('for_kind', { enum: ['any', 'person', 'entity', 'unknown'] }).notNull(),
    postings: integer('postings').notNull(),
    postingsWithoutTin: integer('postings_without_tin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.forKind] })],
);
