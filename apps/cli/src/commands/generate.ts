import { parseArgs } from 'node:util';
import { DatasourceApiName } from '@dnp/contracts';
import type { DbHandle } from '@dnp/db';
import { defaultGeneratedSources, generateIntoDatabase } from '@dnp/generate';
import { EXIT_OK, EXIT_USAGE, processIo, UsageError } from '../cli-io.js';
import { generateThroughPortal } from '../portal/generate-through-portal.js';
import { databaseOrPortalOf, databaseOrPortalOptions, type DatabaseOrPortal } from '../portal/database-or-portal.js';
import type { CliIo } from '../cli-io.js';
import { formatLoadSummary } from '../load-report.js';
import { runWithDatabase } from '../run-with-database.js';
import { formatCount, formatRate, formatSeconds, ProgressLine } from '../progress.js';

export const GENERATE_USAGE =
  'usage: generate --records N [--seed S] [--sources dmf,dod,...] [--database-url URL] [--data-dir DIR] [--portal URL] [--dev-user NAME]\n' +
  `  default sources: ${defaultGeneratedSources.join(',')}\n` +
  '  While the portal holds the embedded database (or with --portal), each source is written as its published\n' +
  '  file and loaded through the portal, signed in with DNP_API_TOKEN or --dev-user (docs/source-loads.md).';

/** Ten million records is the scale the generator is built and measured for. */
const MAX_RECORDS = 10_000_000;

interface GenerateArgs extends DatabaseOrPortal {
  records: number;
  seed: string;
  sources: DatasourceApiName[];
}

export function parseGenerateArgs(args: string[], io: Pick<CliIo, 'env'>): GenerateArgs {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...databaseOrPortalOptions,
      records: { type: 'string' },
      seed: { type: 'string' },
      sources: { type: 'string' },
    },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0] ?? ''}`);
  const records = Number(values.records);
  if (!Number.isInteger(records) || records < 1 || records > MAX_RECORDS) {
    throw new UsageError(`--records takes a whole number from 1 to ${formatCount(MAX_RECORDS)}`);
  }
  const sources = (values.sources?.split(',') ?? [...defaultGeneratedSources]).map((name) => {
    const parsed = DatasourceApiName.safeParse(name.trim());
    if (!parsed.success) throw new UsageError(`unknown datasource "${name}"`);
    return parsed.data;
  });
  if (records < sources.length)
    throw new UsageError(`--records must be at least the number of sources (${sources.length})`);
  return {
    records,
    seed: values.seed ?? '1',
    sources,
    ...databaseOrPortalOf(values, io),
  };
}

/** `generate --records N`: synthetic records of every source, loaded through the bulk path. */
export async function run(args: string[], io: CliIo = processIo()): Promise<number> {
  let parsed: GenerateArgs;
  try {
    parsed = parseGenerateArgs(args, io);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    io.stderr.write(`${error.message}\n${GENERATE_USAGE}\n`);
    return EXIT_USAGE;
  }
  const started = performance.now();
  const throughPortal = () => generateThroughPortal(parsed, io, GENERATE_USAGE);
  if (parsed.portalGiven) return throughPortal();
  const progress = new ProgressLine(io, 'generate');
  const loadHere = async (handle: DbHandle) => {
    let current = '';
    const summaries = await generateIntoDatabase(handle, {
      ...parsed,
      onProgress: (apiName, p) => {
        if (apiName !== current) progress.setLabel(`generate ${(current = apiName)}`);
        progress.update(p.records, p.rejected, p.phase !== 'reading');
      },
    });
    progress.finish();
    for (const summary of summaries) io.stdout.write(formatLoadSummary(summary));
    const total = summaries.reduce((sum, s) => sum + s.recordsRead, 0);
    const elapsed = performance.now() - started;
    io.stdout.write(
      `generated and loaded ${formatCount(total)} records (seed "${parsed.seed}", ${handle.kind}) in ${formatSeconds(elapsed)}: ${formatRate(total, elapsed)}\n`,
    );
    return EXIT_OK;
  };
  return runWithDatabase(io, parsed, progress, loadHere, {
    whenHeld: async (held) => {
      io.stderr.write(`The portal (process ${held.pid}) holds ${held.dataDir}: loading through it.\n`);
      return throughPortal();
    },
  });
}
