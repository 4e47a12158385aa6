// The real API over HTTP on the database DATABASE_URL names, for search-bench.ts. It runs in a
// child process of its own so that the load generator does not share its event loop. Tokens are
// signed with a key made here and checked the way the portal checks its identity provider's.
import { randomUUID } from 'node:crypto';
import { createDb, currentTermsVersion, seedDevDirectory, seedReferenceData, termsAcceptances } from '@dnp/db';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { buildApp, createAppDeps, createTokenVerifier, loadApiConfig, tokenChecksOf } from '@dnp/api';

const ISSUER = 'https://idp.bench.invalid';
const AUDIENCE = 'http://localhost:3000/api';

export interface BenchServerReady {
  port: number;
  authorization: string;
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the generated database to search');

const handle = await createDb({ databaseUrl });
await seedReferenceData(handle.db);
await seedDevDirectory(handle.db, ISSUER);
// The searching user has accepted the Rules of Behavior, as the web app's gate would have them do.
await handle.db
  .insert(termsAcceptances)
  .values({ userId: 'portaluser', version: currentTermsVersion })
  .onConflictDoNothing();
const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
const config = loadApiConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  OIDC_ISSUER: ISSUER,
  OIDC_AUDIENCE: AUDIENCE,
  WEB_DIST_DIR: '/nonexistent',
  // The bench measures searches, not the per-client limiter that guards the portal.
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'warn',
  // `ACCESS_CACHE_SECONDS=0 npm run search:bench` measures with the access read on every request.
  ...(process.env.ACCESS_CACHE_SECONDS ? { ACCESS_CACHE_SECONDS: process.env.ACCESS_CACHE_SECONDS } : {}),
});
const verifier = createTokenVerifier({
  ...tokenChecksOf(config),
  keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }] }),
});
const { app } = await buildApp(createAppDeps(config, handle, verifier), { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('the bench server has no port');
const now = Math.floor(Date.now() / 1000);
// The portal ties a token to its sign-in by sid (docs/authorization.md, "Sessions").
const token = await new SignJWT({ scope: 'dnp.api', sid: randomUUID() })
  .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
  .setIssuer(ISSUER)
  .setAudience(AUDIENCE)
  .setSubject('portaluser')
  .setIssuedAt(now)
  .setExpirationTime(now + 4 * 3600)
  .sign(privateKey);
const ready: BenchServerReady = { port: address.port, authorization: `Bearer ${token}` };
process.send?.(ready);
process.on('disconnect', () => {
  void app.close().then(() => handle.close());
});
