import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accessGroups, users } from './access.js';
import { jobs } from './jobs.js';

export const featureFlags = pgTable('feature_flags', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const termsVersions = pgTable('terms_versions', {
  version: text('version').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    version: text('version')
      .notNull()
      .references(() => termsVersions.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

export const announcements = pgTable('announcements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  severity: text('severity', { enum: ['info', 'warning', 'emergency'] }).notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Login, terms and logout events the client posts (spec section 7). */
export const sessionEvents = pgTable(
  'session_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['login', 'terms', 'logout'] }).notNull(),
    detail: text('detail'),
    clientTimezoneOffset: integer('client_timezone_offset'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_events_user_idx').on(t.userId, t.occurredAt)],
);

/**
 * Files received per area (batch match, continuous monitoring, payments). The
 * areas' own tables hang off this one; the new-file indicators read it.
 */
export const agencyFiles = pgTable(
  'agency_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    area: text('area', { enum: ['batchMatch', 'conMon', 'payment'] }).notNull(),
    accessGroupId: text('access_group_id')
      .notNull()
      .references(() => accessGroups.id),
    fileName: text('file_name').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The job that validates and matches the file: its state is the file's. */
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id),
    uploadedBy: text('uploaded_by').references(() => users.id),
    /** sha256 of the bytes: the same file sent again by the group is warned of. */
    checksum: text('checksum'),
    format: text('format', { enum: ['csv', 'fixed'] }),
    byteCount: bigint('byte_count', { mode: 'number' }).notNull().default(0),
    rowCount: integer('row_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** The sender asked to match the valid rows and list the invalid ones, instead of refusing the file. */
    skipInvalid: boolean('skip_invalid').notNull().default(false),
    throughDate: date('through_date'),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
  },
  (t) => [
    index('agency_files_area_group_idx').on(t.area, t.accessGroupId, t.receivedAt),
    index('agency_files_checksum_idx').on(t.accessGroupId, t.checksum),
  ],
);

/** A user's last look at the con-mon deltas, which show what changed since it (per user, not per group). */
export const areaViews = pgTable(
  'area_views',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    area: text('area', { enum: ['conMonDeltas'] }).notNull(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.area] })],
);

/**
 * When a user acting for a group last opened an area: the area's new-file indicator lights for that
 * group only for files (and con-mon matches) that finished later (migration 0016).
 */
export const areaGroupViews = pgTable(
  'area_group_views',
  {
    accessGroupId: text('access_group_id')
      .notNull()
      .references(() => accessGroups.id),
    area: text('area', { enum: ['batchMatch', 'conMon', 'payment'] }).notNull(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accessGroupId, t.area] })],
);

/** One row per completed load of a datasource: record count and data date. */
export const datasourceLoads = pgTable(
  'datasource_loads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    apiName: text('api_name').notNull(),
    sourceVersion: text('source_version').notNull(),
    fileName: text('file_name'),
    recordCount: integer('record_count').notNull(),
    addedCount: integer('added_count').notNull().default(0),
    changedCount: integer('changed_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('datasource_loads_api_idx').on(t.apiName, t.loadedAt)],
);
