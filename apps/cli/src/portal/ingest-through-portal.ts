import { DatasourceLoadList, type DatasourceApiName, type DatasourceLoad, type SourceFileFormat } from '@dnp/contracts';
import { openAsBlob, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { EXIT_FAILED, EXIT_OK, type CliIo } from '../cli-io.js';
import { formatCount, formatRate, formatSeconds } from '../progress.js';
import { accessToken, call, refusalText, type PortalAccess } from './portal-client.js';

export interface PortalIngest extends PortalAccess {
  apiName: DatasourceApiName;
  path: string;
  input: 'file' | 'folder';
  sourceVersion: string;
  allowRejects: number;
  /** The published file (the default) or a records file (docs/source-loads.md). */
  format?: SourceFileFormat;
  /** A version the source has loaded before is left alone (the portal answers 409), for a script that may run twice. */
  newVersionOnly?: boolean;
  pollMs: number;
}

/** OFAC is read from its folder: the four files the parser joins travel together. */
async function filesToSend(ingest: PortalIngest): Promise<string[]> {
  if (ingest.input === 'file') return [ingest.path];
  const folder = statSync(ingest.path).isDirectory() ? ingest.path : dirname(ingest.path);
  const wanted = new Set(['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv']);
  return (await readdir(folder)).filter((name) => wanted.has(name.toLowerCase())).map((name) => join(folder, name));
}

function progressText(load: DatasourceLoad): string {
  const { rowsDone, rowsTotal, percent, rowsPerSecond } = load.progress;
  const figures = [
    rowsDone !== undefined && rowsTotal !== undefined ? `${formatCount(rowsDone)}/${formatCount(rowsTotal)}` : '',
    percent !== undefined ? `${percent}%` : '',
    rowsPerSecond ? `${formatCount(rowsPerSecond)} records/s` : '',
  ].filter(Boolean);
  return `ingest ${load.apiName} (load ${load.sourceLoadId}): ${load.phase}${figures.length ? ` ${figures.join(', ')}` : ''}`;
}

function rejectionLines(load: DatasourceLoad): string[] {
  const lines = load.rejections.map(
    (r) => `  rejected ${r.file ? `${r.file} ` : ''}line ${r.line}${r.column ? ` (${r.column})` : ''}: ${r.reason}`,
  );
  if (load.rejectionCount > load.rejections.length) {
    lines.push(`  … ${formatCount(load.rejectionCount)} lines rejected in all`);
  }
  return lines;
}

/** What continuous monitoring found, when the portal says; its delta job may still be running. */
function conMonLines(load: DatasourceLoad): string[] {
  const found = load.conMon;
  if (!found || (found.state === 'none' && found.withdrawnMatches === 0)) return [];
  const withdrawn = `${formatCount(found.withdrawnMatches)} matches withdrawn`;
  if (found.state === 'done')
    return [`  continuous monitoring: ${formatCount(found.newMatches)} new matches, ${withdrawn}`];
  if (found.state === 'failed') return [`  continuous monitoring: matching enrolled parties failed; ${withdrawn}`];
  return [`  continuous monitoring: ${withdrawn}; matching enrolled parties goes on in the portal (Source Loads)`];
}

/** The same closing summary as a direct load (load-report.ts), from the portal's answer. */
function summaryText(load: DatasourceLoad, result: NonNullable<DatasourceLoad['result']>): string {
  const lines = [
    `${load.apiName}: ${formatCount(result.recordsRead)} records read, ${formatCount(load.rejectionCount)} rejected, ` +
      `in ${formatSeconds(result.elapsedMs)} (${formatRate(result.recordsRead, result.elapsedMs)})`,
    `  added ${formatCount(result.added)}, changed ${formatCount(result.changed)}, removed ${formatCount(result.removed)}; ` +
      `${formatCount(result.recordCount)} records stored (load ${result.datasourceLoadId}, source version "${result.sourceVersion}")`,
    ...conMonLines(load),
    ...rejectionLines(load),
  ];
  return `${lines.join('\n')}\n`;
}

/** A slow load on the embedded database holds the portal's one connection: a poll waits, it is not an error. */
function isWaitTimeout(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === 'UND_ERR_HEADERS_TIMEOUT' || cause?.code === 'UND_ERR_BODY_TIMEOUT';
}

async function poll(url: URL, authorization: string): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url, { headers: { authorization } });
    } catch (error: unknown) {
      if (!isWaitTimeout(error)) return call(url, { headers: { authorization } });
    }
  }
}

/**
 * `ingest` while the portal holds the embedded database: the file goes to
 * POST /api/v1/datasources/{apiName}/loads (docs/source-loads.md), and the load is followed
 * through its status until it ends, with the same summary and exit codes as a direct load.
 */
export async function ingestThroughPortal(ingest: PortalIngest, io: CliIo): Promise<number> {
  const authorization = `Bearer ${await accessToken(ingest, io)}`;
  const form = new FormData();
  form.append('sourceVersion', ingest.sourceVersion);
  form.append('allowRejects', String(ingest.allowRejects));
  form.append('format', ingest.format ?? 'published');
  form.append('newVersionOnly', String(ingest.newVersionOnly ?? false));
  // openAsBlob reads each file as the upload is sent: a large file is never in memory whole.
  for (const path of await filesToSend(ingest)) form.append('file', await openAsBlob(path), basename(path));
  const sent = await call(new URL(`/api/v1/datasources/${ingest.apiName}/loads`, ingest.portal), {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  if (sent.status === 409 && ingest.newVersionOnly) {
    io.stdout.write(`${ingest.apiName}: source version "${ingest.sourceVersion}" loaded before, left as it is\n`);
    return EXIT_OK;
  }
  if (sent.status !== 202) {
    io.stderr.write(`The file was refused: ${refusalText(await sent.json().catch(() => undefined), sent.status)}\n`);
    return EXIT_FAILED;
  }
  let load = DatasourceLoadList.parse(await sent.json()).data[0]?.attributes;
  if (!load) throw new Error('the portal answered the upload without the load');
  const statusUrl = new URL(`/api/v1/datasources/${ingest.apiName}/loads/${load.sourceLoadId}`, ingest.portal);
  let shown = '';
  for (;;) {
    const line = progressText(load);
    if (line !== shown) io.stderr.write(`${line}\n`);
    shown = line;
    if (load.state === 'done' || load.state === 'failed' || load.state === 'cancelled') break;
    await new Promise((done) => setTimeout(done, ingest.pollMs));
    const polled = await poll(statusUrl, authorization);
    if (!polled.ok) {
      io.stderr.write(`${refusalText(await polled.json().catch(() => undefined), polled.status)}\n`);
      return EXIT_FAILED;
    }
    load = DatasourceLoadList.parse(await polled.json()).data[0]?.attributes ?? load;
  }
  if (load.state !== 'done' || !load.result) {
    io.stderr.write(
      `${load.apiName}: ${load.lastError ?? `the load ${load.state}`}\n${rejectionLines(load).join('\n')}\n`,
    );
    return EXIT_FAILED;
  }
  io.stdout.write(summaryText(load, load.result));
  return EXIT_OK;
}
