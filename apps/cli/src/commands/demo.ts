import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadDemoBatchFiles, loadDemoConMonFiles, loadDemoData, loadDemoPaymentFiles } from '@dnp/generate';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, processIo, UsageError } from '../cli-io.js';
import type { CliIo } from '../cli-io.js';
import { databaseOrPortalOf, databaseOrPortalOptions, type DatabaseOrPortal } from '../portal/database-or-portal.js';
import { demoThroughPortal, type PortalDemo } from '../portal/demo-through-portal.js';
import type { DbHandle } from '@dnp/db';
import { runWithDatabase } from '../run-with-database.js';
import { formatCount, formatSeconds, ProgressLine } from '../progress.js';

export const DEMO_USAGE =
  'usage: demo [--database-url URL] [--data-dir DIR] [--portal URL] [--dev-user NAME]\n' +
  '  While the portal holds the embedded database (or with --portal), the sources, agency files and payment files go\n' +
  '  through it, signed in with DNP_API_TOKEN or --dev-user, and the payment decisions are made by the demo users\n' +
  '  (portaluser, adminuser), signed in with DNP_API_TOKEN_<USER> or the development sign-in (docs/source-loads.md).';

/** `demo`: the demo data set (real OFAC and Pub 78 files, a synthetic slice of the rest); a second run changes nothing. */
export async function run(args: string[], io: CliIo = processIo()): Promise<number> {
  let options: DatabaseOrPortal;
  try {
    const { values } = parseArgs({ args, options: databaseOrPortalOptions });
    options = databaseOrPortalOf(values, io);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    io.stderr.write(`${error.message}\n${DEMO_USAGE}\n`);
    return EXIT_USAGE;
  }
  const throughPortal = () => sendThroughPortal(io, options);
  if (options.portalGiven) return throughPortal();
  const progress = new ProgressLine(io, 'demo');
  const loadHere = async (handle: DbHandle) => {
    // The development users' issuer, as the API seeds them at start (apps/api/src/config.ts DEV_ISSUER).
    // Sent through the intake: the portal's job runner validates and matches them once it starts,
    // first, as they are queued before the source loads queue continuous monitoring's delta runs.
    const batch = await loadDemoBatchFiles(handle, {
      issuer: process.env.OIDC_ISSUER ?? 'http://localhost:3001',
      uploadDir: resolve(io.cwd, io.env.UPLOAD_DIR ?? '.data/uploads'),
    });
    for (const file of batch.queued) {
      io.stdout.write(
        `demo batch file ${file.fileName} (${file.accessGroupId}): sent as file ${file.fileId}, matched by the portal once it runs\n`,
      );
    }
    let current = '';
    const summary = await loadDemoData(handle, {
      onProgress: (apiName, p) => {
        if (apiName !== current) progress.setLabel(`demo ${(current = apiName)}`);
        progress.update(p.records, p.rejected, p.phase !== 'reading');
      },
    });
    progress.finish();
    const conMon = await loadDemoConMonFiles(handle, { issuer: process.env.OIDC_ISSUER ?? 'http://localhost:3001' });
    for (const file of conMon.enrolled) {
      io.stdout.write(
        `demo con-mon file ${file.fileName} (${file.accessGroupId}) enrolled: ${formatCount(file.parties)} parties, ${formatCount(file.matches)} matches\n`,
      );
    }
    if (conMon.deltaMatches !== null) {
      io.stdout.write(`demo DMF delta load: ${formatCount(conMon.deltaMatches)} new con-mon matches\n`);
    }
    const payments = await loadDemoPaymentFiles(handle, { issuer: process.env.OIDC_ISSUER ?? 'http://localhost:3001' });
    for (const file of payments.screened) {
      io.stdout.write(
        `demo payment file ${file.fileName} (${file.accessGroupId}): ${formatCount(file.payments)} payments, ${formatCount(file.matched)} matched\n`,
      );
    }
    if (payments.decisions > 0) io.stdout.write(`demo payment decisions: ${formatCount(payments.decisions)}\n`);
    const loaded = summary.sources.filter((s) => s.loaded);
    const records = loaded.reduce((sum, s) => sum + s.recordCount, 0);
    io.stdout.write(
      loaded.length === 0
        ? `demo data already loaded (${summary.sources.length} sources); nothing changed\n`
        : `demo data: loaded ${loaded.length} sources, ${formatCount(records)} records, in ${formatSeconds(summary.elapsedMs)}\n`,
    );
    return EXIT_OK;
  };
  return runWithDatabase(io, options, progress, loadHere, {
    whenHeld: async (held) => {
      io.stderr.write(`The portal (process ${held.pid}) holds ${held.dataDir}: sending the demo through it.\n`);
      return throughPortal();
    },
  });
}

/** Through the running portal; a refusal to start (no token, portal down) is said and exits 2 or 1. */
async function sendThroughPortal(io: CliIo, options: PortalDemo): Promise<number> {
  try {
    return await demoThroughPortal(options, io);
  } catch (error: unknown) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    if (!(error instanceof UsageError)) return EXIT_FAILED;
    io.stderr.write(`${DEMO_USAGE}\n`);
    return EXIT_USAGE;
  }
}
