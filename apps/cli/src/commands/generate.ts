import { parseArgs } from 'node:util';
import { DatasourceApiName } from '@dnp/contracts';
import { defaultGeneratedSources, generateIntoDatabase } from '@dnp/generate';
import { EXIT_OK, EXIT_USAGE, processIo, UsageError } from '../cli-io.js';
import type { CliIo } from '../cli-io.js';
import { formatLoadSummary } from '../load-report.js';
import { databaseOptions } from '../open-database.js';
import { runWithDatabase } from '../run-with-database.js';
import { formatCount, formatRate, formatSeconds, ProgressLine } from '../progress.js';

export const GENERATE_USAGE =
  'usage: generate --records N [--seed S] [--sources dmf,dod,...] [--database-url URL] [--data-dir DIR]\n' +
  `  default sources: ${defaultGeneratedSources.join(',')}`;

/** Ten million records is the scale the generator is built and measured for. */
const MAX_RECORDS = 10_000_000;

interface GenerateArgs {
  records: number;
  seed: string;
  sources: DatasourceApiName[];
  databaseUrl: string | undefined;
  dataDir: string | undefined;
}

export function parseGenerateArgs(args: string[]): GenerateArgs {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { ...databaseOptions, records: { type: 'string' }, seed: { type: 'string' }, sources: { type: 'string' } },
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
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
  };
}

/** `generate --records N`: synthetic records of every source, loaded through the bulk path. */
export async function run(args: string[], io: CliIo = processIo()): Promise<number> {
  let parsed: GenerateArgs;
  try {
    parsed = parseGenerateArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    io.stderr.write(`${error.message}\n${GENERATE_USAGE}\n`);
    return EXIT_USAGE;
  }
  const started = performance.now();
  const progress = new ProgressLine(io, 'generate');
  return runWithDatabase(io, parsed, progress, async (handle) => {
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
  });
}
