import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencyFiles, datasourceLoads } from './portal.js';

/** Every problem found in a file, with its row and column (docs/agency-files.md). */
export const agencyFileErrors = pgTable(
  'agency_file_errors',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => agencyFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    row: integer('row').notNull(),
    columnName: text('column_name'),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** The parties of an agency file as validated (AgencyPartyRow), one row each. */
export const agencyParties = pgTable(
  'agency_parties',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => agencyFiles.id, { onDelete: 'cascade' }),
    partyId: bigint('party_id', { mode: 'number' }).notNull(),
    line: integer('line').notNull(),
    alc: text('alc').notNull(),
    fullName: text('full_name').notNull(),
    partyType: text('party_type'),
    tin: text('tin'),
    tinType: text('tin_type'),
    paymentAmount: numeric('payment_amount', { precision: 14, scale: 2 }),
    birthDate: date('birth_date'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    addressLine1: text('address_line1'),
    cityName: text('city_name'),
    stateCode: text('state_code'),
    postalCode: text('postal_code'),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.partyId] }),
    index('agency_parties_tin_idx')
      .on(t.tin)
      .where(sql`${t.tin} IS NOT NULL`),
  ],
);

/** One party matched to one source record: the level, why, and the source's date. */
export const matchResults = pgTable(
  'match_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => agencyFiles.id, { onDelete: 'cascade' }),
    partyId: bigint('party_id', { mode: 'number' }).notNull(),
    apiName: text('api_name').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    level: text('level', { enum: ['CONCLUSIVE', 'PROBABLE', 'POSSIBLE'] }).notNull(),
    /** TIN + NAME MATCH, TIN MATCH, NAME MATCH, NAME + DOB MATCH … */
    matchType: text('match_type').notNull(),
    score: real('score').notNull(),
    matchedName: text('matched_name').notNull(),
    explanation: jsonb('explanation').$type<unknown[]>().notNull(),
    sourceAsOf: date('source_as_of'),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    /** Con-mon: the source load the match was found in (migration 0011). */
    matchedByLoad: bigint('matched_by_load', { mode: 'number' }).references(() => datasourceLoads.id),
    /** Con-mon: the load that removed or changed the record; the row is kept, no longer active. */
    withdrawnByLoad: bigint('withdrawn_by_load', { mode: 'number' }).references(() => datasourceLoads.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check('match_results_level', sql`${t.level} IN ('CONCLUSIVE', 'PROBABLE', 'POSSIBLE')`),
    // Once per active pair: a changed record withdraws its match and may match the same party again.
    uniqueIndex('match_results_once')
      .on(t.fileId, t.partyId, t.apiName, t.recordId)
      .where(sql`${t.withdrawnByLoad} IS NULL`),
    index('match_results_file_source_idx').on(t.fileId, t.apiName, t.level),
    index('match_results_record_idx')
      .on(t.apiName, t.recordId)
      .where(sql`${t.withdrawnByLoad} IS NULL`),
    index('match_results_load_idx').on(t.matchedByLoad),
    index('match_results_withdrawn_idx')
      .on(t.withdrawnByLoad)
      .where(sql`${t.withdrawnByLoad} IS NOT NULL`),
  ],
);
