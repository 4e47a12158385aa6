import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { databaseTemplate } from './database-template.js';
import { withApiHeap } from '../../scripts/api-heap.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's shared portal, started by the global setup. */
    suitePortalUrl: string;
  }
}

/**
 * The suite's shared portal (global setup); tests that need other settings start their own.
 * Inside tests only: the global setup passes its stack's address itself.
 */
export function suitePortalUrl(): string {
  return inject('suitePortalUrl');
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Two loopback ports nothing listens on now: held together while chosen, so never the same one. */
async function twoFreePorts(): Promise<[number, number]> {
  const listen = () =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
  const [first, second] = [await listen(), await listen()];
  // A TCP server's address is an AddressInfo (a string only for a pipe or socket file).
  const portOf = (server: Server) => (server.address() as AddressInfo).port;
  const ports: [number, number] = [portOf(first), portOf(second)];
  await Promise.all([first, second].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export interface StackOptions {
  /** More environment for both processes, e.g. short idle or token times. */
  env?: Record<string, string>;
  /**
   * CLI commands (the arguments of `npm run cli -- …`, e.g. ['ingest', 'ofac', dir]) run
   * against the stack's fresh database before the API starts: once running, the API
   * holds the embedded database, so data must be loaded first.
   */
  cliBeforeApi?: string[][];
  /** The migrated empty database to start from a copy of; inside tests, the global setup's. */
  databaseTemplate?: string;
}

export interface RunningStack {
  portalUrl: string;
  idpUrl: string;
  stop(): Promise<void>;
}

/** Runs one CLI command to its end; a non-zero exit fails the stack's start with the command named. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cli ${args.join(' ')} exited with ${String(code)}`)),
    );
  });
}

/**
 * The real portal as a user meets it: the development sign-in and the API
 * serving the built web app, on a fresh embedded database of its own (a copy of the template).
 */
export async function startStack({
  env = {},
  cliBeforeApi = [],
  databaseTemplate: template = databaseTemplate(),
}: StackOptions = {}): Promise<RunningStack> {
  // Free ports, so two suites, or the suite and `npm start`, run on one machine at once.
  const [port, idpPort] = await twoFreePorts();
  const dir = mkdtempSync(join(tmpdir(), 'dnp-e2e-'));
  cpSync(template, join(dir, 'pglite'), { recursive: true });
  const portalUrl = `http://localhost:${port}`;
  const idpUrl = `http://localhost:${idpPort}`;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PGLITE_DATA_DIR: join(dir, 'pglite'),
    IDP_KEYS_FILE: join(dir, 'idp-keys.json'),
    PORT: String(port),
    IDP_PORT: String(idpPort),
    // The provider names itself by its port, and the API trusts only that issuer;
    // the development users are seeded for it.
    IDP_ISSUER: idpUrl,
    OIDC_ISSUER: idpUrl,
    IDP_REDIRECT_URIS: `${portalUrl}/`,
    ...env,
  };
  const children: ChildProcess[] = [];
  const run = (script: string, env: NodeJS.ProcessEnv = childEnv) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
  };
  run('apps/idp/src/server.ts');
  try {
    for (const args of cliBeforeApi) await runCli(args, childEnv);
    run('apps/api/src/server.ts', withApiHeap(childEnv));
    await waitFor(`${idpUrl}/.well-known/openid-configuration`, 60);
    await waitFor(`${portalUrl}/api/health`, 90);
  } catch (error) {
    for (const child of children) child.kill('SIGTERM');
    throw error;
  }
  return {
    portalUrl,
    idpUrl,
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
