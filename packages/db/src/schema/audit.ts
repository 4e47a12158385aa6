import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only record of every search, disclosure, adjudication, impersonation
 * and denial. No code path updates or deletes it; a trigger (migration 0001)
 * rejects UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id'),
    transactionId: text('transaction_id'),
    /** Null only for requests refused before the user was known. */
    userId: text('user_id'),
    homeAccessGroupId: text('home_access_group_id'),
    actingAccessGroupId: text('acting_access_group_id'),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['allowed', 'denied'] }).notNull(),
    datasource: text('datasource'),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    resultCount: integer('result_count'),
    /** Criteria and reasons; TINs are stored masked or as a keyed hash, never in clear. */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.occurredAt),
    index('audit_log_action_idx').on(t.action, t.occurredAt),
    index('audit_log_resource_idx').on(t.datasource, t.resourceId),
  ],
);
