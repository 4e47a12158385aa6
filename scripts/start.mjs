#!/usr/bin/env node
// Starts the whole portal on this machine: the development sign-in (unless an
// external OIDC_ISSUER is configured or NODE_ENV=production), the API with the
// embedded database, and the built web app on the same origin. Builds the web
// app when it is missing or older than its sources, and loads the demo data
// outside production (scripts/start-plan.mjs decides what runs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withApiHeap } from './api-heap.mjs';
import { startPlan } from './start-plan.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.PORT ?? '3000';
const plan = startPlan(process.env);
if (!plan.ok) {
  console.error(plan.error);
  process.exit(1);
}
const children = [];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function ensureWebBuild() {
  const index = join(root, 'apps/web/dist/index.html');
  const sources = Math.max(newestMtime(join(root, 'apps/web/src')), newestMtime(join(root, 'packages/contracts/src')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@dnp/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function loadDemoData() {
  const result = spawnSync('npm', ['run', '--silent', 'cli', '--', 'demo'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Loading the demo data failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

function start(name, script, env = process.env) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the portal.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

let shuttingDown = false;
function stopAll(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

ensureWebBuild();
if (plan.loadDemoData) loadDemoData();
if (plan.startDevSignIn) start('Development sign-in', 'apps/idp/src/server.ts');
start('API', 'apps/api/src/server.ts', withApiHeap(process.env));
if (await waitFor(`http://127.0.0.1:${port}/api/health`, 60)) {
  console.log(`\n  Do Not Pay is running at http://localhost:${port}`);
  if (plan.startDevSignIn)
    console.log('  Sign in as portaluser (password portaluser); other users in docs/dev-users.md.\n');
} else {
  console.error('The API did not answer its health check within 60 seconds.');
  stopAll(1);
}
