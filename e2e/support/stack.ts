import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PORTAL_URL = 'http://localhost:3000';
export const IDP_URL = 'http://localhost:3001';
const root = fileURLToPath(new URL('../..', import.meta.url));

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

export interface RunningStack {
  stop(): Promise<void>;
}

/**
 * The real portal as a user meets it: the development sign-in and the API
 * serving the built web app, on a fresh embedded database of its own.
 */
export async function startStack(env: Record<string, string> = {}): Promise<RunningStack> {
  const dir = mkdtempSync(join(tmpdir(), 'dnp-e2e-'));
  const childEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PGLITE_DATA_DIR: join(dir, 'pglite'),
    IDP_KEYS_FILE: join(dir, 'idp-keys.json'),
    ...env,
  };
  const children: ChildProcess[] = [];
  const run = (script: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
  };
  run('apps/idp/src/server.ts');
  run('apps/api/src/server.ts');
  try {
    await waitFor(`${IDP_URL}/.well-known/openid-configuration`, 60);
    await waitFor(`${PORTAL_URL}/api/health`, 90);
  } catch (error) {
    for (const child of children) child.kill('SIGTERM');
    throw error;
  }
  return {
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
