import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests per client address in its current window, for API processes that share one count
 * (apps/api/src/plugins/rate-limit-store.ts). The migration makes it UNLOGGED: no WAL per request.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
});
