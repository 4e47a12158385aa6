import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.js';

export const sessionEndReasons = ['logout', 'idle', 'limit'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * One sign-in as the API sees it, keyed by the user and what the access token says identifies
 * the sign-in (docs/authorization.md "Sessions"): the API ends it on idle time, at the absolute
 * limit and at logout, whatever the browser does.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** `sid:<sid> auth_time:<seconds>`, or whichever of the two the provider's tokens carry. */
    sessionKey: text('session_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute, so it trails the real last activity by under a minute. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: sessionEndReasons }),
  },
  (t) => [
    primaryKey({ name: 'portal_sessions_pk', columns: [t.userId, t.sessionKey] }),
    index('portal_sessions_started_idx').on(t.startedAt),
  ],
);
