import type { DbHandle } from '@dnp/db';
import type { MatchConfig } from '@dnp/matching';
import { matchConfigFrom, type ApiConfig } from './config.js';
import { readAccessRowsFrom, type ReadAccessRows } from './domain/access-rows.js';
import { cacheAccessRows } from './domain/cached-access-rows.js';
import { createSessionStore, type SessionStore } from './domain/sessions.js';
import { RequestsInFlight } from './jobs/requests-in-flight.js';
import type { TokenVerifier } from './domain/token-verifier.js';

/** What the app is built from; tests pass their own database, verifier and clock. */
export interface AppDeps {
  config: ApiConfig;
  /** The one database handle: `handle.db` for Drizzle, `handle.kind` and raw queries for datasource records. */
  handle: DbHandle;
  matchConfig: MatchConfig;
  verifier: TokenVerifier;
  /** The stored access of a token's user, read for each request's authorization (kept ACCESS_CACHE_SECONDS). */
  readAccessRows: ReadAccessRows;
  /** The API's record of each sign-in: idle time, absolute limit, sign-out (docs/authorization.md "Sessions"). */
  sessions: SessionStore;
  /** The requests being answered: the process's job runner gives way to them (jobs/process-job-runner.ts). */
  requests: RequestsInFlight;
  now: () => Date;
}

/** The app's dependencies from its configuration, an open database and a token verifier. */
export function createAppDeps(config: ApiConfig, handle: DbHandle, verifier: TokenVerifier): AppDeps {
  return {
    config,
    handle,
    matchConfig: matchConfigFrom(config),
    verifier,
    readAccessRows: cacheAccessRows(readAccessRowsFrom(handle.db), { ttlMs: config.ACCESS_CACHE_SECONDS * 1000 }),
    sessions: createSessionStore(handle.db, {
      limits: { idleSeconds: config.IDLE_TIMEOUT_SECONDS, maxSeconds: config.SESSION_MAX_SECONDS },
      cacheMs: config.ACCESS_CACHE_SECONDS * 1000,
    }),
    requests: new RequestsInFlight(),
    now: () => new Date(),
  };
}
