import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import { signToken, TEST_AUDIENCE, TEST_ISSUER } from '../test-app.js';
import { withApiHeap } from '../../../../scripts/api-heap.mjs';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The test identity provider's keys, published on a port of their own: an API started as a
 * separate process reads them there (OIDC_JWKS_URI) and accepts tokens signed with them.
 */
export interface TestKeyServer {
  jwksUri: string;
  tokenFor(userName: string): Promise<string>;
  close(): Promise<void>;
}

export async function startKeyServer(port: number): Promise<TestKeyServer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const body = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' }] });
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    jwksUri: `http://127.0.0.1:${port}/jwks`,
    // An hour: a token outlives a run that is killed and started again.
    tokenFor: (userName) => signToken({ sub: userName, key: privateKey, expiresInSeconds: 3600 }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ApiProcess {
  url: string;
  /** Sends the signal and waits for the process to be gone (PGlite's folder is free again). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** The environment of a test API process: the test issuer, no web app, quiet logs. */
export function apiProcessEnv(port: number, jwksUri: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    OIDC_ISSUER: TEST_ISSUER,
    OIDC_AUDIENCE: TEST_AUDIENCE,
    OIDC_JWKS_URI: jwksUri,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  };
}

async function waitForHealth(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/api/health did not answer within ${seconds} s`);
}

/** The real API server (apps/api/src/server.ts) as its own process, as `npm start` runs it. */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${env.PORT ?? '3000'}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: withApiHeap(env),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await waitForHealth(url, child, 90);
  } catch (error) {
    await kill('SIGKILL');
    throw error;
  }
  return { url, kill };
}
