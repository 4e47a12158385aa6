import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accessGroups, users } from './access.js';

export const jobStates = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * Long work (a file to match, a source to load) as a row: its state, its last committed
 * step and its progress live here, so a process that dies leaves the job to be taken up
 * again from that step (apps/api/src/jobs, docs/jobs.md).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    /** What the job is doing now, in the words of its kind (validating, matching …). */
    phase: text('phase').notNull().default('queued'),
    accessGroupId: text('access_group_id').references(() => accessGroups.id),
    requestedBy: text('requested_by').references(() => users.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** The last step whose work committed: a job taken up again starts after it. */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>().notNull().default({}),
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** The worker holding the job, until its lease runs out. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jobs_state', sql`${t.state} IN ('queued', 'running', 'done', 'failed', 'cancelled')`),
    index('jobs_runnable_idx')
      .on(t.state, t.lockedUntil, t.id)
      .where(sql`${t.state} IN ('queued', 'running')`),
    index('jobs_group_idx').on(t.accessGroupId, t.createdAt),
  ],
);
