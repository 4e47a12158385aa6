// The real API over HTTP on the database DATABASE_URL names (else PGlite in PGLITE_DATA_DIR), for
// search-bench.ts and batch/api-run-bench.ts. It runs in a child process of its own so that the
// load generator does not share its event loop, and so that its memory is its own. Tokens are
// signed with a key made here and checked the way the portal checks its identity provider's.
// BENCH_RUN_JOBS=1 starts the job runner as server.ts does (files are run from UPLOAD_DIR);
// BENCH_RUN_JOBS=plain starts it as the API did before runs gave way to requests (no wait for
// requests in flight, scoring in one piece, the server's parallel workers), for a comparison.
// AGENCY_FILE_STEP_ROWS, MATCH_SCORE_WORKERS, JOB_PARALLEL_WORKERS and JOB_THREAD_NICE pass through.
import { randomUUID } from 'node:crypto';
import { createDb, currentTermsVersion, seedDevDirectory, seedReferenceData, termsAcceptances } from '@dnp/db';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import {
  buildApp,
  createAppDeps,
  createTokenVerifier,
  jobHandlers,
  JobRunner,
  loadApiConfig,
  createJobRunner,
  tokenChecksOf,
} from '@dnp/api';

const ISSUER = 'https://idp.bench.invalid';
const AUDIENCE = 'http://localhost:3000/api';

export interface BenchServerReady {
  port: number;
  authorization: string;
}

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.PGLITE_DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error('DATABASE_URL or PGLITE_DATA_DIR must name the generated database');
const passedThrough = [
  'AGENCY_FILE_STEP_ROWS',
  'MATCH_SCORE_WORKERS',
  'JOB_PARALLEL_WORKERS',
  'JOB_THREAD_NICE',
  'UPLOAD_DIR',
] as const;

const handle = await createDb({ databaseUrl, dataDir });
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
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DATA_DIR: dataDir }),
  OIDC_ISSUER: ISSUER,
  OIDC_AUDIENCE: AUDIENCE,
  WEB_DIST_DIR: '/nonexistent',
  // The bench measures searches, not the per-client limiter that guards the portal.
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'warn',
  // `ACCESS_CACHE_SECONDS=0 npm run search:bench` measures with the access read on every request.
  ...(process.env.ACCESS_CACHE_SECONDS ? { ACCESS_CACHE_SECONDS: process.env.ACCESS_CACHE_SECONDS } : {}),
  ...Object.fromEntries(passedThrough.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
});
const verifier = createTokenVerifier({
  ...tokenChecksOf(config),
  keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }] }),
});
const deps = createAppDeps(config, handle, verifier);
const { app } = await buildApp(deps, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
/** The runner as the API starts it, or (`plain`) as it was before runs gave way to requests. */
function jobRunner(kind: string | undefined) {
  if (kind === '1') return createJobRunner(handle, config, { requests: deps.requests });
  if (kind !== 'plain') return undefined;
  // The steps as they were too (the whole file's TIN join in one): PGlite's smaller ones are part
  // of giving way (decision 105). AGENCY_FILE_STEP_ROWS still sets the first two.
  const steps = config.AGENCY_FILE_STEP_ROWS;
  const sizes = {
    stepRows: steps ?? 50_000,
    partiesPerStep: steps ?? 20_000,
    tinPartiesPerStep: Number.MAX_SAFE_INTEGER,
  };
  const runner = new JobRunner(handle, jobHandlers(handle, config, sizes), {
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
  });
  return { start: () => runner.start(), stop: () => runner.stop() };
}
const jobs = jobRunner(process.env.BENCH_RUN_JOBS);
jobs?.start();
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
  void app
    .close()
    .then(() => jobs?.stop())
    .then(() => handle.close());
});
