import { createDb, seedDevDirectory, seedReferenceData } from '@dnp/db';
import { buildApp } from './app.js';
import { createAppDeps } from './app-deps.js';
import { loadApiConfig } from './config.js';
import { createTokenVerifier, remoteKeySet, tokenChecksOf } from './domain/token-verifier.js';
import { createJobRunner } from './jobs/process-job-runner.js';

/** Start-up and shutdown only: configuration, database, listen. */
async function main(): Promise<void> {
  const config = loadApiConfig();
  const handle = await createDb({
    databaseUrl: config.DATABASE_URL,
    migrationUrl: config.DATABASE_MIGRATION_URL,
    dataDir: config.PGLITE_DATA_DIR,
  });
  await seedReferenceData(handle.db);
  const seeded = config.SEED_DEV_DATA ? await seedDevDirectory(handle.db, config.OIDC_ISSUER) : undefined;
  const verifier = createTokenVerifier({
    ...tokenChecksOf(config),
    keys: remoteKeySet(config.OIDC_ISSUER, config.OIDC_JWKS_URI),
  });
  const deps = createAppDeps(config, handle, verifier);
  const { app } = await buildApp(deps);
  for (const user of seeded?.underOtherIssuer ?? []) {
    app.log.warn(
      `Development user ${user.userName} is registered for the issuer ${user.issuer}, not OIDC_ISSUER ${config.OIDC_ISSUER}; seeding left it as it is (docs/dev-users.md).`,
    );
  }

  // Every API process runs jobs: a file received by one may be run by any (docs/jobs.md).
  const jobs = createJobRunner(handle, config, { requests: deps.requests, log: app.log });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  jobs.start();
  app.log.info(`Do Not Pay portal on http://localhost:${config.PORT} (database: ${handle.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
