import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The vital-records jurisdictions that feed Fact of Death, and whether each
 * currently sends its registrations. A Fact of Death search names the
 * unavailable ones, so "no match" is never read as "not dead" there.
 */
export const fodJurisdictions = pgTable('fod_jurisdictions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  available: boolean('available').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
