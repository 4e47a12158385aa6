import type { DatasourceApiName } from '@dnp/contracts';
import { recordsPerSource, syntheticVersion } from '@dnp/generate';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from '../cli-io.js';
import { formatCount, formatRate, formatSeconds } from '../progress.js';
import { canWriteSourceFile, writeGeneratedSourceFile } from './generated-source-files.js';
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
 * published file and sent through POST /api/v1/datasources/{apiName}/loads like `ingest`, so the
 * portal validates, loads and audits it. The source version is the one a direct run records, so
 * the same seed and count are the same edition either way.
 */
export async function generateThroughPortal(generate: PortalGenerate, io: CliIo, usage: string): Promise<number> {
  const noFile = generate.sources.filter((apiName) => !canWriteSourceFile(apiName));
  if (noFile.length > 0) {
    // Refused before anything is sent: half a generated set loaded would be a data set no seed describes.
    io.stderr.write(
      `${noFile.join(', ')} ${noFile.length === 1 ? 'has' : 'have'} no published file the portal loads ` +
        '(restricted sources arrive by agency feed): name sources with a file, e.g. --sources dmf, ' +
        'or stop the portal to generate them directly.\n',
    );
    return EXIT_USAGE;
  }
  const started = performance.now();
  const folder = await mkdtemp(join(tmpdir(), 'dnp-generate-'));
  try {
    let total = 0;
    for (const [apiName, count] of recordsPerSource(generate.records, generate.sources)) {
      const path = join(folder, `${apiName}.txt`);
      io.stderr.write(`generate ${apiName}: writing ${formatCount(count)} records to send\n`);
      await writeGeneratedSourceFile(apiName, { seed: generate.seed, count, path });
      const code = await ingestThroughPortal(
        {
          ...generate,
          apiName,
          path,
          input: 'file',
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
