import { statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DatasourceApiName, SourceFileFormat } from '@dnp/contracts';
import { loadDatasource, type DbHandle } from '@dnp/db';
import { ingestRegistry, sourceFileParser } from '@dnp/ingest';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, processIo, UsageError } from '../cli-io.js';
import type { CliIo } from '../cli-io.js';
import { formatLoadSummary } from '../load-report.js';
import { databaseOptions } from '../open-database.js';
import { isMissingFile, runWithDatabase } from '../run-with-database.js';
import { ingestThroughPortal } from '../portal/ingest-through-portal.js';
import { portalOptions, portalUrl } from '../portal/portal-client.js';
import { ProgressLine } from '../progress.js';

export const INGEST_USAGE =
  'usage: ingest <apiName> <path> [--format published|records] [--database-url URL] [--data-dir DIR] [--source-version V] [--allow-rejects N] [--portal URL] [--dev-user NAME]\n' +
  `  sources with a published file format: ${Object.keys(ingestRegistry).join(', ')}\n` +
  '  --format records: a records file, JSON lines of {"key", "record"}, which every source takes (docs/source-loads.md).\n' +
  '  While the portal holds the embedded database (or with --portal), the file is loaded through the portal,\n' +
  '  signed in with DNP_API_TOKEN or --dev-user (docs/source-loads.md).';

interface IngestArgs {
  apiName: DatasourceApiName;
  path: string;
  sourceVersion: string;
  allowRejects: number;
  format: SourceFileFormat;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  /** --portal was given: load through the portal whatever the database. */
  portalGiven: boolean;
  portal: URL;
  devUser: string | undefined;
  pollMs: number;
}

export function parseIngestArgs(args: string[], io: Pick<CliIo, 'cwd' | 'env'>): IngestArgs {
  const { cwd } = io;
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...databaseOptions,
      ...portalOptions,
      'source-version': { type: 'string' },
      'allow-rejects': { type: 'string' },
      format: { type: 'string' },
    },
  });
  const [apiNameArg, pathArg, ...extra] = positionals;
  if (apiNameArg === undefined || pathArg === undefined || extra.length > 0)
    throw new UsageError('expected <apiName> <path>');
  const apiName = DatasourceApiName.safeParse(apiNameArg);
  if (!apiName.success) throw new UsageError(`unknown datasource "${apiNameArg}"`);
  const format = SourceFileFormat.safeParse(values.format ?? 'published');
  if (!format.success) throw new UsageError('--format takes published or records');
  if (!sourceFileParser(apiName.data, format.data)) {
    throw new UsageError(
      `${apiName.data} has no public file format to ingest: load its records file with --format records`,
    );
  }
  const allowRejects = Number(values['allow-rejects'] ?? '0');
  if (!Number.isInteger(allowRejects) || allowRejects < 0) throw new UsageError('--allow-rejects takes a whole number');
  const path = resolve(cwd, pathArg);
  return {
    apiName: apiName.data,
    path,
    // Without a version from the operator, the file's date stands for the edition.
    sourceVersion: values['source-version'] ?? `${basename(path)} ${statSync(path).mtime.toISOString().slice(0, 10)}`,
    allowRejects,
    format: format.data,
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
    portalGiven: values.portal !== undefined,
    portal: portalUrl(values.portal, io),
    devUser: values['dev-user'],
    pollMs: Number(values['poll-ms'] ?? 1000),
  };
}

/** `ingest <apiName> <path>`: parses a public file and loads it, all or nothing. */
export async function run(args: string[], io: CliIo = processIo()): Promise<number> {
  let parsed: IngestArgs;
  try {
    parsed = parseIngestArgs(args, io);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError) && !isMissingFile(error)) throw error;
    io.stderr.write(`${(error as Error).message}\n${INGEST_USAGE}\n`);
    return isMissingFile(error) ? EXIT_FAILED : EXIT_USAGE;
  }
  const format = sourceFileParser(parsed.apiName, parsed.format);
  if (!format) return EXIT_USAGE;
  const throughPortal = () => sendThroughPortal(io, parsed, format.input);
  if (parsed.portalGiven) return throughPortal();
  const progress = new ProgressLine(io, `ingest ${parsed.apiName}`);
  const loadHere = async (handle: DbHandle) => {
    const summary = await loadDatasource(handle, parsed.apiName, format.parse(parsed.path), {
      sourceVersion: parsed.sourceVersion,
      fileName: basename(parsed.path),
      allowRejects: parsed.allowRejects,
      onProgress: (p) => progress.update(p.records, p.rejected, p.phase !== 'reading'),
    });
    progress.finish();
    io.stdout.write(formatLoadSummary(summary));
    return EXIT_OK;
  };
  return runWithDatabase(io, parsed, progress, loadHere, {
    whenHeld: async (held) => {
      io.stderr.write(`The portal (process ${held.pid}) holds ${held.dataDir}: loading through it.\n`);
      return throughPortal();
    },
  });
}

/** Loads through the running portal; a refusal to start (no token, portal down) is said and exits 1 or 2. */
async function sendThroughPortal(io: CliIo, parsed: IngestArgs, input: 'file' | 'folder'): Promise<number> {
  try {
    return await ingestThroughPortal({ ...parsed, input }, io);
  } catch (error: unknown) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof UsageError) {
      io.stderr.write(`${INGEST_USAGE}\n`);
      return EXIT_USAGE;
    }
    return EXIT_FAILED;
  }
}
