import { parseArgs } from 'node:util';
import { AuditChainMissingError, verifyAuditChain } from '@dnp/db';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, processIo, UsageError } from '../cli-io.js';
import type { CliIo } from '../cli-io.js';
import { databaseOptions, type DatabaseArgs } from '../open-database.js';
import { formatCount, ProgressLine } from '../progress.js';
import { runWithDatabase } from '../run-with-database.js';

export const AUDIT_USAGE =
  'usage: audit verify [--database-url URL] [--data-dir DIR]\n' +
  "  verify  check the audit log's hash chain (docs/audit.md); exit 1 names the first broken row";

const rowCount = (n: number): string => `${formatCount(n)} ${n === 1 ? 'row' : 'rows'}`;

function parseAuditArgs(args: string[]): DatabaseArgs {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: databaseOptions });
  const [subcommand, ...extra] = positionals;
  if (subcommand !== 'verify' || extra.length > 0) {
    throw new UsageError(subcommand === undefined ? 'expected a subcommand' : `unknown subcommand "${subcommand}"`);
  }
  // Reads only: the log is checked as it is, on a standby too, and never migrated by the check.
  return { databaseUrl: values['database-url'], dataDir: values['data-dir'], migrate: false };
}

/** `audit verify`: the whole chain, oldest row first; the operator gets the head's hash to keep elsewhere. */
export async function run(args: string[], io: CliIo = processIo()): Promise<number> {
  let options: DatabaseArgs;
  try {
    options = parseAuditArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    io.stderr.write(`${error.message}\n${AUDIT_USAGE}\n`);
    return EXIT_USAGE;
  }
  const progress = new ProgressLine(io, 'audit verify');
  return runWithDatabase(io, options, progress, async (handle) => {
    const report = await verifyAuditChain(handle, { onProgress: (rows) => progress.update(rows, 0) }).catch(
      (error: unknown) => {
        if (error instanceof AuditChainMissingError) return error;
        throw error;
      },
    );
    progress.finish();
    if (report instanceof AuditChainMissingError) {
      io.stderr.write(`${report.message}\n`);
      return EXIT_FAILED;
    }
    if (!report.intact) {
      io.stderr.write(
        `audit log BROKEN at row ${report.id} (${report.problem}): ${report.message}\n` +
          `${rowCount(report.rows)} before it ${report.rows === 1 ? 'is' : 'are'} intact.\n`,
      );
      return EXIT_FAILED;
    }
    io.stdout.write(
      report.rows === 0
        ? 'audit log intact: no rows yet\n'
        : `audit log intact: ${rowCount(report.rows)}, the last row ${report.lastId} with hash ${report.lastHash}\n`,
    );
    return EXIT_OK;
  });
}
