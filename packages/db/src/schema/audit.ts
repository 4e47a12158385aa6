import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only record of every search, disclosure, adjudication, impersonation
 * and denial. No code path updates or deletes it; a trigger (migration 0001)
 * rejects UPDATE, DELETE and TRUNCATE. Each row is chained to the one before
 * by a hash the database computes on insert (migration 0005, docs/audit.md).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** Drawn from audit_log_id_seq by the chain trigger, in chain order, whatever an insert says. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The server's id of the request (never the client's). */
    requestId: text('request_id'),
    transactionId: text('transaction_id'),
    /** A well-formed x-request-id the client sent, kept for correlation only. */
    clientRequestId: text('client_request_id'),
    /** The address the request came from (behind TRUSTED_PROXIES, the one they forwarded). */
    clientAddress: text('client_address'),
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
    /**
     * Set by the chain trigger on every insert, whatever the insert says, and NOT NULL in the
     * database: row_hash of the row before (64 zeros for the first) and SHA-256 of this row.
     */
    prevHash: text('prev_hash'),
    rowHash: text('row_hash'),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.occurredAt),
    index('audit_log_action_idx').on(t.action, t.occurredAt),
    index('audit_log_resource_idx').on(t.datasource, t.resourceId),
  ],
);

/** The end of the audit chain, one row: the last row's id and hash. Written only by the chain trigger. */
export const auditChainHead = pgTable('audit_chain_head', {
  singleton: boolean('singleton').primaryKey().default(true),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
});
