import {
  currentTermsVersion,
  devUsers,
  seedDevDirectory,
  seedReferenceData,
  termsAcceptances,
  users,
  inArray,
  type DbHandle,
} from '@dnp/db';
import { openTestDb } from '@dnp/db/testing';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWTHeaderParameters,
  type JWTPayload,
} from 'jose';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type BuiltApp } from '../src/app.js';
import { createAppDeps, type AppDeps } from '../src/app-deps.js';
import { loadApiConfig, type ApiConfig } from '../src/config.js';
import { createTokenVerifier, tokenChecksOf } from '../src/domain/token-verifier.js';

export const TEST_ISSUER = 'https://idp.test.example';
export const TEST_AUDIENCE = 'http://localhost:3000/api';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let keys: Promise<KeyPair> | undefined;
const signingKeys = () => (keys ??= generateKeyPair('RS256', { extractable: true }));

export interface TokenOptions {
  sub?: string;
  iss?: string;
  aud?: string | string[];
  expiresInSeconds?: number;
  /** Header fields over the test provider's (RS256, at+jwt). */
  header?: Partial<JWTHeaderParameters>;
  key?: KeyPair['privateKey'];
  claims?: JWTPayload;
}

/** Signs an access token as the test identity provider would. */
export async function signToken(options: TokenOptions = {}): Promise<string> {
  const { privateKey } = await signingKeys();
  const now = Math.floor(Date.now() / 1000);
  // A sign-in of its own unless the test names one (claims.sid), as a provider's sid would.
  return new SignJWT({ scope: 'dnp.api', sid: randomUUID(), ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test', typ: 'at+jwt', ...options.header })
    .setIssuer(options.iss ?? TEST_ISSUER)
    .setAudience(options.aud ?? TEST_AUDIENCE)
    .setSubject(options.sub ?? 'portaluser')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? 300))
    .sign(options.key ?? privateKey);
}

export interface TestApp extends BuiltApp {
  handle: DbHandle;
  config: ApiConfig;
  /** The requests being answered, as the process's job runner sees them. */
  requests: AppDeps['requests'];
  /** Authorization header of a dev user. */
  as(userName: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Whether the development users have accepted the current terms (default true): data routes
   * refuse a user who has not, so only tests of the terms gate itself start without.
   */
  termsAccepted?: boolean;
  /** The app's clock (deps.now): session tests move it to pass the idle time and the absolute limit. */
  now?: () => Date;
}

/** Records that every development user accepted the current terms, as the web app's gate would. */
async function acceptTermsForDevUsers(handle: DbHandle): Promise<void> {
  const rows = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.userName,
        devUsers.map((user) => user.userName),
      ),
    );
  if (rows.length === 0) return;
  await handle.db
    .insert(termsAcceptances)
    .values(rows.map((row) => ({ userId: row.id, version: currentTermsVersion })))
    .onConflictDoNothing();
}

/** The real app on a private database seeded with the development directory. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openTestDb();
  await seedReferenceData(handle.db);
  await seedDevDirectory(handle.db, TEST_ISSUER);
  if (options.termsAccepted ?? true) await acceptTermsForDevUsers(handle);
  const { publicKey } = await signingKeys();
  const config = loadApiConfig({
    NODE_ENV: 'test',
    OIDC_ISSUER: TEST_ISSUER,
    OIDC_AUDIENCE: TEST_AUDIENCE,
    WEB_DIST_DIR: '/nonexistent',
    // Uploaded agency files go to a directory of the test's own, never the developer's .data.
    UPLOAD_DIR: join(tmpdir(), `dnp-test-uploads-${randomUUID()}`),
    ...env,
  });
  const verifier = createTokenVerifier({
    ...tokenChecksOf(config),
    keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256' }] }),
  });
  const deps = createAppDeps(config, handle, verifier);
  if (options.now) deps.now = options.now;
  const built = await buildApp(deps, { logger: false });
  await built.app.ready();
  return {
    ...built,
    handle,
    config,
    requests: deps.requests,
    as: async (userName) => ({ authorization: `Bearer ${await signToken({ sub: userName })}` }),
    close: async () => {
      await built.app.close();
      await handle.close();
    },
  };
}
