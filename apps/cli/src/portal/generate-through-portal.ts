import type { DatasourceApiName } from '@dnp/contracts';
import { recordsPerSource, syntheticVersion } from '@dnp/generate';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from '../cli-io.js';
import { formatCount, formatRate, formatSeconds } from '../progress.js';
import { generatedFileFormat, writeGeneratedSourceFile } from './generated-source-files.js';
import { ingestThroughPortal } from './ingest-through-portal.js';
import type { PortalAccess } from './portal-client.js';

export interface PortalGenerate extends PortalAccess {
  records: number;
  seed: string;
  sources: DatasourceApiName[];
  pollMs: number;
}

/**
 * `generate` while the portal holds the embedded database: each source is written as its
 * published file, or as its records file when it has none here, and sent through
 * POST /api/v1/datasources/{apiName}/loads like `ingest`, so the portal validates, loads and
 * audits it. The source version is the one a direct run records, so the same seed and count are
 * the same edition either way.
 */
export async function generateThroughPortal(generate: PortalGenerate, io: CliIo, usage: string): Promise<number> {
  const started = performance.now();
  const folder = await mkdtemp(join(tmpdir(), 'dnp-generate-'));
  try {
    let total = 0;
    for (const [apiName, count] of recordsPerSource(generate.records, generate.sources)) {
      const format = generatedFileFormat(apiName);
      const path = join(folder, format === 'records' ? `${apiName}.jsonl` : `${apiName}.txt`);
      io.stderr.write(`generate ${apiName}: writing ${formatCount(count)} records to send as its ${format} file\n`);
      await writeGeneratedSourceFile(apiName, { seed: generate.seed, count, path });
      const code = await ingestThroughPortal(
        {
          ...generate,
          apiName,
          path,
          input: 'file',
          format,
          sourceVersion: syntheticVersion(generate.seed, count),
          allowRejects: 0,
        },
        io,
      );
      if (code !== EXIT_OK) return code;
      total += count;
    }
    const elapsed = performance.now() - started;
    io.stdout.write(
      `generated and loaded ${formatCount(total)} records (seed "${generate.seed}", through the portal at ${generate.portal.origin}) ` +
        `in ${formatSeconds(elapsed)}: ${formatRate(total, elapsed)}\n`,
    );
    return EXIT_OK;
  } catch (error: unknown) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    if (!(error instanceof UsageError)) return EXIT_FAILED;
    io.stderr.write(`${usage}\n`);
    return EXIT_USAGE;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
