// What counting every request costs (docs/benchmarks.md, "Rate limiting"): requests/s of a public
// route that reads nothing (GET /api/config), through HTTP with autocannon, with the limit counted
// in memory and in the database, on PGlite and, when DATABASE_URL is set, on PostgreSQL.
//   [DATABASE_URL=postgres://…/dnp] npm run -w @dnp/bench rate-limit:bench -- [--connections 50] [--seconds 10]
// "one client" sends every request from one address (one counter row, so its upserts queue on one
// row lock); "1,000 clients" spreads them over 1,000 addresses forwarded by a trusted proxy.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDb } from '@dnp/db';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { buildApp, createAppDeps, createTokenVerifier, loadApiConfig, tokenChecksOf } from '@dnp/api';

type Store = 'memory' | 'database';

/** The child process: the API with one store on one database, on a port it reports. */
async function serve(store: Store, databaseUrl: string | undefined): Promise<void> {
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'dnp-rate-limit-bench-'));
  const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
  const config = loadApiConfig({
    NODE_ENV: 'production',
    OIDC_ISSUER: 'https://idp.bench.invalid',
    WEB_DIST_DIR: '/nonexistent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RATE_LIMIT_PER_MINUTE: '1000000000',
    RATE_LIMIT_STORE: store,
    TRUSTED_PROXIES: 'loopback',
    LOG_LEVEL: 'warn',
  });
  const { publicKey } = await generateKeyPair('RS256', { extractable: true });
  const verifier = createTokenVerifier({
    ...tokenChecksOf(config),
    keys: createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256' }] }),
  });
  const { app } = await buildApp(createAppDeps(config, handle, verifier), { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the bench server has no port');
  process.send?.({ port: address.port });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => handle.close())
      .then(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));
  });
}

async function measure(port: number, clients: number, connections: number, seconds: number): Promise<number> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/config`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % clients;
          const forwarded = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': forwarded } };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} answers were not 2xx and ${result.errors} failed`);
  }
  return result.requests.average;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
    },
  });
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const databases: Array<[string, string | undefined]> = [['PGlite', undefined]];
  if (process.env.DATABASE_URL) databases.push(['PostgreSQL', process.env.DATABASE_URL]);
  console.log(`rate-limit bench: GET /api/config, ${connections} connections, ${seconds} s each`);
  for (const [database, databaseUrl] of databases) {
    for (const store of ['memory', 'database'] as const) {
      const server = fork(fileURLToPath(import.meta.url), ['--serve', store], {
        env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
      });
      const [ready] = (await once(server, 'message')) as [{ port: number }];
      for (const clients of [1, 1000]) {
        const perSecond = await measure(ready.port, clients, connections, seconds);
        const who = clients === 1 ? 'one client' : `${clients.toLocaleString('en-US')} clients`;
        console.log(`${database.padEnd(10)} ${store.padEnd(8)} ${who.padEnd(13)} ${Math.round(perSecond)} requests/s`);
      }
      server.disconnect();
      await once(server, 'exit');
    }
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) {
  const store = process.argv[serveAt + 1];
  if (store !== 'memory' && store !== 'database') throw new Error(`--serve memory|database, not ${store}`);
  await serve(store, process.env.DATABASE_URL || undefined);
} else {
  await main();
}
