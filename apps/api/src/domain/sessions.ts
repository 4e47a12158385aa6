import { and, eq, isNull, portalSessions, type Database, type Executor, type SessionEndReason } from '@dnp/db';
import { recordAudit, type AuditActor } from './audit.js';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  endReasonAt,
  sessionEnded,
  sessionKeyOf,
  startOf,
  type SessionLimits,
  type SessionState,
} from './sessions-rules.js';
import type { VerifiedToken } from './token-verifier.js';

export interface SessionCheck {
  userId: string;
  token: VerifiedToken;
  now: Date;
  /** False for background requests (polling): they are checked but do not keep a session alive. */
  activity: boolean;
  actor: AuditActor;
}

export interface SessionStore {
  /** Refuses (401, with the reason) a request of an ended session; answers the session's key. */
  check(request: SessionCheck): Promise<string>;
  /** Ends a session at sign-out, in the caller's transaction; other sessions of the user go on. */
  end(executor: Executor, session: { userId: string; sessionKey: string; now: Date }): Promise<void>;
}

export interface SessionStoreOptions {
  limits: SessionLimits;
  /** How long a session read once serves this process's requests before it is read again. */
  cacheMs: number;
  maxEntries?: number;
}

const ofUserAndKey = (userId: string, sessionKey: string) =>
  and(eq(portalSessions.userId, userId), eq(portalSessions.sessionKey, sessionKey));

async function readSession(db: Executor, userId: string, sessionKey: string): Promise<SessionState | undefined> {
  const [row] = await db
    .select({
      startedAt: portalSessions.startedAt,
      lastActivityAt: portalSessions.lastActivityAt,
      endReason: portalSessions.endReason,
    })
    .from(portalSessions)
    .where(ofUserAndKey(userId, sessionKey));
  return row;
}

/** The first request of a sign-in starts its session; a concurrent first request finds it started. */
async function startSession(db: Database, request: SessionCheck, sessionKey: string): Promise<SessionState> {
  const state = { startedAt: startOf(request.token, request.now), lastActivityAt: request.now, endReason: null };
  await db
    .insert(portalSessions)
    .values({ userId: request.userId, sessionKey, ...state })
    .onConflictDoNothing();
  return (await readSession(db, request.userId, sessionKey)) ?? state;
}

/** Ends the session once, with an audit row saying why; a request of it is then refused. */
async function endSession(db: Database, request: SessionCheck, sessionKey: string, reason: SessionEndReason) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(portalSessions)
      .set({ endedAt: request.now, endReason: reason })
      .where(and(ofUserAndKey(request.userId, sessionKey), isNull(portalSessions.endedAt)))
      .returning({ userId: portalSessions.userId });
    if (ended.length > 0) {
      await recordAudit(tx, request.actor, { action: 'session.end', outcome: 'denied', details: { reason } });
    }
  });
}

/**
 * The API's own record of each sign-in (docs/authorization.md "Sessions"). A request reads its
 * session from a per-process cache (like the access cache) and writes only when something changes:
 * a new session, an ending, or last activity older than a minute. An ending is decided on a fresh
 * read, so activity another process recorded is never missed; an ending this process saw is final.
 */
export function createSessionStore(db: Database, options: SessionStoreOptions): SessionStore {
  const { limits, cacheMs, maxEntries = 10_000 } = options;
  const entries = new Map<string, { state: SessionState; readUntil: number }>();

  function remember(id: string, state: SessionState, readUntil: number): void {
    entries.delete(id);
    if (entries.size >= maxEntries) {
      const [oldest] = entries.keys();
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(id, { state, readUntil });
  }

  return {
    async check(request) {
      const sessionKey = sessionKeyOf(request.token);
      const id = `${request.userId}\n${sessionKey}`;
      const at = request.now.getTime();
      const kept = entries.get(id);
      const fromCache = kept && (kept.state.endReason !== null || kept.readUntil > at) ? kept : undefined;
      let state =
        fromCache?.state ??
        (await readSession(db, request.userId, sessionKey)) ??
        (await startSession(db, request, sessionKey));
      let readUntil = fromCache?.readUntil ?? at + cacheMs;

      let reason = endReasonAt(state, request.now, limits);
      if (reason && fromCache && state.endReason === null) {
        state = (await readSession(db, request.userId, sessionKey)) ?? state;
        readUntil = at + cacheMs;
        reason = endReasonAt(state, request.now, limits);
      }
      if (reason) {
        if (state.endReason === null) await endSession(db, request, sessionKey, reason);
        remember(id, { ...state, endReason: reason }, readUntil);
        throw sessionEnded(reason, limits);
      }

      if (request.activity && at - state.lastActivityAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
        await db
          .update(portalSessions)
          .set({ lastActivityAt: request.now })
          .where(and(ofUserAndKey(request.userId, sessionKey), isNull(portalSessions.endedAt)));
        state = { ...state, lastActivityAt: request.now };
      }
      remember(id, state, readUntil);
      return sessionKey;
    },

    async end(executor, session) {
      await executor
        .update(portalSessions)
        .set({ endedAt: session.now, endReason: 'logout' })
        .where(and(ofUserAndKey(session.userId, session.sessionKey), isNull(portalSessions.endedAt)));
      const id = `${session.userId}\n${session.sessionKey}`;
      const state = entries.get(id)?.state;
      if (state) remember(id, { ...state, endReason: 'logout' }, Number.POSITIVE_INFINITY);
      else entries.delete(id);
    },
  };
}
