import type { Database, DatabaseKind } from '@dnp/db';
import type { ApiConfig } from './config.js';
import type { TokenVerifier } from './domain/token-verifier.js';

/** What the app is built from; tests pass their own database, verifier and clock. */
export interface AppDeps {
  config: ApiConfig;
  db: Database;
  dbKind: DatabaseKind;
  verifier: TokenVerifier;
  now: () => Date;
}
