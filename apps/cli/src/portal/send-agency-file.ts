import { AgencyFileStatusList, type AgencyFileStatus } from '@dnp/contracts';
import { openAsBlob } from 'node:fs';
import { access } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, type CliIo } from '../cli-io.js';
import { accessToken, call, portalOptions, portalUrl, refusalText } from './portal-client.js';

/** Where an area receives files, and how its command names itself. */
export interface AgencyFileAreaOf {
  /** e.g. /api/v1/batch-match: the intake's files are under `${prefix}/files`. */
  prefix: string;
  /** The area's screen, printed when the run is done (e.g. /batch-match). */
  screen: string;
  /** What the run did, in the closing line ("matched", "enrolled"). */
  done: string;
  usage: string;
}

export interface SendArgs {
  file: string;
  group: string;
  portal: URL;
  devUser: string | undefined;
  fields: Record<string, string>;
  pollMs: number;
}

function parseSendArgs(args: string[], io: CliIo): SendArgs {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...portalOptions,
      group: { type: 'string' },
      'skip-invalid': { type: 'boolean', default: false },
      'allow-duplicate': { type: 'boolean', default: false },
      'through-date': { type: 'string' },
    },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new UsageError('expected one file');
  if (!values.group) throw new UsageError('--group is required: the access group that sends the file');
  const fields: Record<string, string> = {
    skipInvalid: String(values['skip-invalid']),
    allowDuplicate: String(values['allow-duplicate']),
  };
  if (values['through-date']) fields.throughDate = values['through-date'];
  return {
    file: resolve(io.cwd, file),
    group: values.group,
    portal: portalUrl(values.portal, io),
    devUser: values['dev-user'],
    fields,
    pollMs: Number(values['poll-ms'] ?? 1000),
  };
}

function progressText(status: AgencyFileStatus): string {
  const { rowsDone, rowsTotal, percent, rowsPerSecond } = status.progress;
  const figures = [
    rowsDone !== undefined && rowsTotal !== undefined ? `${rowsDone}/${rowsTotal} rows` : '',
    percent !== undefined ? `${percent}%` : '',
    rowsPerSecond ? `${rowsPerSecond} rows/s` : '',
  ].filter(Boolean);
  return `file ${status.agencyFrbFileId}: ${status.phase}${figures.length ? ` ${figures.join(', ')}` : ''}`;
}

/** A con-mon file that replaced an enrolled one of the same name says what changed. */
function replacementText(status: AgencyFileStatus): string {
  const replaced = status.replacement;
  if (!replaced) return '';
  return `; replaced file ${replaced.replacedFileId} (parties ${replaced.added} added, ${replaced.changed} changed, ${replaced.removed} removed)`;
}

function problemsText(status: AgencyFileStatus, statusUrl: URL): string {
  const errorsUrl = new URL(`${statusUrl.pathname}/errors.csv${statusUrl.search}`, statusUrl);
  const lines = status.errors.map(
    (problem) => `  row ${problem.row}${problem.column ? `, column ${problem.column}` : ''}: ${problem.message}`,
  );
  const more =
    status.errorCount > status.errors.length
      ? `\n  … ${status.errorCount} problems in all: ${errorsUrl.toString()}`
      : '';
  return lines.length ? `${lines.join('\n')}${more}\n` : '';
}

/**
 * `<file> --group G`: uploads through the running portal's intake for the area, then polls the
 * file's status until its run ends (docs/agency-files.md, "Sending a file").
 */
export async function sendAgencyFile(args: string[], io: CliIo, area: AgencyFileAreaOf): Promise<number> {
  let options: SendArgs;
  try {
    options = parseSendArgs(args, io);
    await access(options.file);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`${message}\n${area.usage}\n`);
    return EXIT_USAGE;
  }
  try {
    return await sendAgencyFileThroughPortal(options, io, area);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n${area.usage}\n`);
      return EXIT_USAGE;
    }
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_FAILED;
  }
}

/**
 * Sends one agency file and follows its run; throws what stops it before the upload (no token,
 * portal down). `alreadySent: 'skip'` takes the intake's refusal of the same bytes sent before
 * (409) as done, for a script that may run twice (the demo), and tells `onSentBefore`.
 */
export async function sendAgencyFileThroughPortal(
  options: SendArgs,
  io: CliIo,
  area: Omit<AgencyFileAreaOf, 'usage'>,
  { alreadySent = 'fail', onSentBefore }: { alreadySent?: 'fail' | 'skip'; onSentBefore?: () => void } = {},
): Promise<number> {
  const authorization = `Bearer ${await accessToken(options, io)}`;
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields)) form.append(name, value);
  // openAsBlob reads the file as the upload is sent: a large file is never in memory whole.
  form.append('file', await openAsBlob(options.file), basename(options.file));
  const filesUrl = new URL(`${area.prefix}/files`, options.portal);
  filesUrl.searchParams.set('accessGroup', options.group);
  const sent = await call(filesUrl, { method: 'POST', headers: { authorization }, body: form });
  if (sent.status === 409 && alreadySent === 'skip') {
    io.stdout.write(`${basename(options.file)} (${options.group}): sent before, left as it is\n`);
    onSentBefore?.();
    return EXIT_OK;
  }
  if (sent.status !== 202) {
    io.stderr.write(`The file was refused: ${refusalText(await sent.json().catch(() => undefined), sent.status)}\n`);
    return EXIT_FAILED;
  }
  let status = AgencyFileStatusList.parse(await sent.json()).data[0]?.attributes;
  if (!status) throw new Error('the portal answered the upload without a status');
  const statusUrl = new URL(`${area.prefix}/files/${status.agencyFrbFileId}`, options.portal);
  statusUrl.searchParams.set('accessGroup', options.group);
  let shown = '';
  for (;;) {
    const line = progressText(status);
    if (line !== shown) io.stderr.write(`${line}\n`);
    shown = line;
    if (status.state === 'done' || status.state === 'failed' || status.state === 'cancelled') break;
    await new Promise((done) => setTimeout(done, options.pollMs));
    const polled = await call(statusUrl, { headers: { authorization } });
    if (!polled.ok) {
      io.stderr.write(`${refusalText(await polled.json().catch(() => undefined), polled.status)}\n`);
      return EXIT_FAILED;
    }
    status = AgencyFileStatusList.parse(await polled.json()).data[0]?.attributes ?? status;
  }
  if (status.state !== 'done') {
    io.stderr.write(
      `The run ${status.state} (${status.phase}): ${status.lastError ?? ''}\n${problemsText(status, statusUrl)}`,
    );
    return EXIT_FAILED;
  }
  io.stdout.write(
    `file ${status.agencyFrbFileId} ${area.done}: ${status.rowCount} rows, ${status.rejectedCount} skipped${replacementText(status)}; ${statusUrl.origin}${area.screen}\n${problemsText(status, statusUrl)}`,
  );
  return EXIT_OK;
}
