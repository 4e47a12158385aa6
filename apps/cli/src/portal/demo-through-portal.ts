import {
  DEMO_DELTA_VERSION,
  DEMO_SEED,
  demoAgencyFiles,
  demoConMonFiles,
  demoDeltaDeaths,
  demoSources,
  dmfAddLine,
  type DemoAgencyFile,
  type DemoSource,
} from '@dnp/generate';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT_OK, type CliIo } from '../cli-io.js';
import { formatSeconds } from '../progress.js';
import { generatedFileFormat, writeGeneratedSourceFile } from './generated-source-files.js';
import { sendDemoPayments } from './demo-payments-through-portal.js';
import { ingestThroughPortal, type PortalIngest } from './ingest-through-portal.js';
import type { PortalAccess } from './portal-client.js';
import { sendAgencyFileThroughPortal, type AgencyFileAreaOf } from './send-agency-file.js';

export interface PortalDemo extends PortalAccess {
  pollMs: number;
}

const batchArea = { prefix: '/api/v1/batch-match', screen: '/batch-match', done: 'matched' };
const conMonArea = { prefix: '/api/v1/con-mon', screen: '/con-mon', done: 'enrolled' };

/** What a demo source is sent as: the real file, or the generated records written to `folder`. */
async function sourceFile(
  source: DemoSource,
  folder: string,
): Promise<Pick<PortalIngest, 'path' | 'input' | 'format'>> {
  if (source.kind === 'published') {
    return { path: source.path, input: source.apiName === 'ofac' ? 'folder' : 'file', format: 'published' };
  }
  const format = generatedFileFormat(source.apiName);
  const path = join(folder, `${source.apiName}.${format === 'records' ? 'jsonl' : 'txt'}`);
  await writeGeneratedSourceFile(source.apiName, { seed: DEMO_SEED, count: source.count, path });
  return { path, input: 'file', format };
}

/** Each demo file through its area's intake as its group sends it; one sent before is left as it is. */
async function sendFiles(
  demo: PortalDemo,
  io: CliIo,
  folder: string,
  files: readonly DemoAgencyFile[],
  area: Omit<AgencyFileAreaOf, 'usage'>,
): Promise<number> {
  for (const file of files) {
    // The intake names a file by its upload's name: the demo's own, so the screens show it.
    const dir = await mkdtemp(join(folder, 'file-'));
    const path = join(dir, file.fileName);
    await writeFile(path, file.text);
    const fields = { skipInvalid: 'false', allowDuplicate: 'false', throughDate: file.throughDate };
    const code = await sendAgencyFileThroughPortal(
      { ...demo, file: path, group: file.accessGroupId, fields },
      io,
      area,
      { alreadySent: 'skip' },
    );
    if (code !== EXIT_OK) return code;
  }
  return EXIT_OK;
}

/**
 * `demo` while the portal holds the embedded database (docs/source-loads.md, "`demo` through the
 * portal"): the demo's sources through the source-load route under the versions a direct run
 * records, a version loaded before left alone; DOD's batch and continuous-monitoring files
 * through their intakes, a file sent before left alone; then the DMF change file whose deaths
 * continuous monitoring finds; then the payment files and their decisions (sendDemoPayments).
 * A second run sends nothing new.
 */
export async function demoThroughPortal(demo: PortalDemo, io: CliIo): Promise<number> {
  const started = performance.now();
  const folder = await mkdtemp(join(tmpdir(), 'dnp-demo-'));
  try {
    for (const source of demoSources()) {
      const file = await sourceFile(source, folder);
      const code = await ingestThroughPortal(
        {
          ...demo,
          ...file,
          apiName: source.apiName,
          sourceVersion: source.sourceVersion,
          allowRejects: 0,
          newVersionOnly: true,
        },
        io,
      );
      if (code !== EXIT_OK) return code;
    }
    const files =
      (await sendFiles(demo, io, folder, demoAgencyFiles(), batchArea)) ||
      (await sendFiles(demo, io, folder, demoConMonFiles(), conMonArea));
    if (files !== EXIT_OK) return files;
    const delta = join(folder, 'dmf-delta.txt');
    await writeFile(delta, `${demoDeltaDeaths().map(dmfAddLine).join('\n')}\n`, 'latin1');
    const code = await ingestThroughPortal(
      {
        ...demo,
        apiName: 'dmf',
        path: delta,
        input: 'file',
        sourceVersion: DEMO_DELTA_VERSION,
        allowRejects: 0,
        newVersionOnly: true,
      },
      io,
    );
    if (code !== EXIT_OK) return code;
    const payments = await sendDemoPayments(demo, io, folder);
    if (payments !== EXIT_OK) return payments;
    io.stdout.write(
      `demo data sent through the portal at ${demo.portal.origin} in ${formatSeconds(performance.now() - started)}\n`,
    );
    return EXIT_OK;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
