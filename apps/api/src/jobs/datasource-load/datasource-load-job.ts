import {
  catalogEntry,
  DATASOURCE_LOAD_REJECTIONS_SHOWN,
  type DatasourceLoadRejection,
  type DatasourceLoadResult,
} from '@dnp/contracts';
import { loadDatasource, LoadRejectedError, type DbHandle, type LoadSession, type LoadSummary } from '@dnp/db';
import { sourceFileParser } from '@dnp/ingest';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DatasourceLoadCheckpoint,
  DatasourceLoadPayload,
  type DatasourceLoadPayload as Payload,
} from '../../domain/datasource-loads/load-job.js';
import { JobFailure, type JobHandler, type JobHandlerContext } from '../job-runner.js';
import { figures, rejectionOf, REPORT_EVERY_MS, validateSourceFile, type Validated } from './validate-source-file.js';

/** Another worker committed this load first (its lease ran out under us): ours rolls back. */
class AlreadyLoaded extends Error {}

function refusalMessage(apiName: Payload['apiName'], count: number, allowed: number, first?: DatasourceLoadRejection) {
  const lines = count === 1 ? '1 line was refused' : `${count} lines were refused`;
  const where = first
    ? ` The first: ${first.file ? `${first.file} ` : ''}line ${first.line}${first.column ? `, column ${first.column}` : ''}: ${first.reason}.`
    : '';
  return `${lines} (${allowed} allowed); nothing was loaded and ${catalogEntry(apiName).displayName} keeps its previous load.${where}`;
}

/** Records the refusal with its lines, then fails the job in phase `refused`. */
async function refuse(
  context: JobHandlerContext,
  payload: Payload,
  rejections: DatasourceLoadRejection[],
  rejectionCount: number,
): Promise<never> {
  const message = refusalMessage(payload.apiName, rejectionCount, payload.allowRejects, rejections[0]);
  await context.step(
    async () => undefined,
    () => ({ checkpoint: { refused: message, rejections, rejectionCount }, phase: 'refused' }),
  );
  throw new JobFailure(message, { phase: 'refused' });
}

/**
 * Live figures while the load's transaction is open. On PostgreSQL they go through another
 * connection, one at a time; on the embedded database the load holds the one connection, so
 * nothing is written until it commits.
 */
function loadingReporter(handle: DbHandle, context: JobHandlerContext, rowsTotal: number) {
  const started = performance.now();
  let last = started;
  let inFlight: Promise<void> = Promise.resolve();
  let busy = false;
  let closed = false;
  return {
    onProgress(records: number) {
      if (handle.kind !== 'postgres' || closed || busy || performance.now() - last < REPORT_EVERY_MS) return;
      last = performance.now();
      busy = true;
      // No cancel route exists for loads; a stop request or a lost lease shows at the commit.
      inFlight = context
        .report(figures(Math.min(records, rowsTotal), rowsTotal, started), 'loading')
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    },
    /** Before the result is written: a late figure must not land over it. */
    async close() {
      closed = true;
      await inFlight;
    },
  };
}

/** The job's result and the load's audit row, in the load's own transaction. */
async function recordCommit(
  session: LoadSession,
  jobId: number,
  payload: Payload,
  result: DatasourceLoadResult,
  allowed: Pick<Validated, 'rejections' | 'rejectionCount'>,
): Promise<void> {
  const claimed = await session.query<{ id: number }>(
    `update jobs set checkpoint = $2::jsonb, progress = $3::jsonb, phase = 'loaded', updated_at = now()
      where id = $1 and state = 'running' and not (checkpoint ? 'result') returning id::int as id`,
    [
      jobId,
      // Lines refused within allowRejects stay listed with the result, as the CLI prints them.
      JSON.stringify({ result, rejections: allowed.rejections, rejectionCount: allowed.rejectionCount }),
      JSON.stringify({ rowsDone: result.recordsRead, rowsTotal: result.recordsRead, percent: 100 }),
    ],
  );
  if (claimed.length === 0) throw new AlreadyLoaded();
  const { actor } = payload;
  await session.query(
    `insert into audit_log (request_id, transaction_id, client_address, user_id, home_access_group_id,
       acting_access_group_id, action, outcome, datasource, resource_type, resource_id, result_count, details)
     values ($1, $1, $2, $3, $4, $5, 'datasource.load', 'allowed', $6, 'datasourceLoad', $7, $8, $9::jsonb)`,
    [
      actor.requestId,
      actor.clientAddress ?? null,
      actor.userId,
      actor.homeGroupId,
      actor.actingGroupId,
      payload.apiName,
      String(jobId),
      result.recordCount,
      JSON.stringify({
        datasourceLoadId: result.datasourceLoadId,
        sourceVersion: result.sourceVersion,
        files: payload.files.map((file) => ({ name: file.name, checksum: file.checksum })),
        added: result.added,
        changed: result.changed,
        removed: result.removed,
      }),
    ],
  );
}

function resultOf(summary: Omit<LoadSummary, 'elapsedMs'>, elapsedMs: number): DatasourceLoadResult {
  return {
    datasourceLoadId: String(summary.loadId),
    sourceVersion: summary.sourceVersion,
    recordsRead: summary.recordsRead,
    recordCount: summary.recordCount,
    added: summary.added,
    changed: summary.changed,
    removed: summary.removed,
    changeFile: summary.changeFile,
    elapsedMs: Math.round(elapsedMs),
  };
}

/**
 * Runs one source load sent through the portal (docs/source-loads.md): the file is read whole
 * by the source's parser (validating), refused whole when it has more bad lines than allowed,
 * else loaded by the same loadDatasource as the command line, all or nothing (loading). The
 * result commits in the load's transaction, so a load taken up again never runs twice.
 */
export function datasourceLoadJob(handle: DbHandle, options: { uploadDir: string }): JobHandler {
  return async (context) => {
    const payload = DatasourceLoadPayload.parse(context.job.payload);
    const checkpoint = DatasourceLoadCheckpoint.parse(context.job.checkpoint);
    const folder = join(options.uploadDir, payload.folder);
    if (checkpoint.result) return { phase: 'done' };
    if (checkpoint.refused) throw new JobFailure(checkpoint.refused, { phase: 'refused' });
    const format = sourceFileParser(payload.apiName, payload.format);
    if (!format) throw new JobFailure(`${payload.apiName} has no public file format.`);
    if (!existsSync(folder)) {
      throw new JobFailure(
        `The received file is not in this process's UPLOAD_DIR (${options.uploadDir}): every API process must share that directory. Send the file again.`,
      );
    }
    const main = payload.files.find((file) => file.name === 'sdn.csv') ?? payload.files[0];
    const input = format.input === 'folder' ? folder : join(folder, main?.name ?? '');
    try {
      await context.report({ rowsDone: 0, rowsTotal: main?.lines ?? 0, percent: 0 }, 'validating');
      const validated = await validateSourceFile(context, format.parse(input), main?.lines ?? 0);
      if (validated.rejectionCount > payload.allowRejects) {
        await refuse(context, payload, validated.rejections, validated.rejectionCount);
      }
      await context.report({ rowsDone: 0, rowsTotal: validated.records, percent: 0 }, 'loading');
      const reporter = loadingReporter(handle, context, validated.records);
      const started = performance.now();
      try {
        await loadDatasource(handle, payload.apiName, format.parse(input), {
          sourceVersion: payload.sourceVersion,
          fileName: main?.name ?? null,
          allowRejects: payload.allowRejects,
          onProgress: (progress) => reporter.onProgress(progress.records),
          onCommit: async (session, summary) => {
            await reporter.close();
            await recordCommit(
              session,
              context.job.id,
              payload,
              resultOf(summary, performance.now() - started),
              validated,
            );
          },
        });
      } catch (error: unknown) {
        await reporter.close();
        if (error instanceof AlreadyLoaded) return { phase: 'done' };
        // The loader's own checks (a key repeated with different content) refuse the file the same way.
        if (error instanceof LoadRejectedError) {
          const shown = error.rejections.slice(0, DATASOURCE_LOAD_REJECTIONS_SHOWN).map(rejectionOf);
          await refuse(context, payload, shown, error.rejections.length);
        }
        throw error;
      }
      await rm(folder, { recursive: true, force: true });
      return { phase: 'done' };
    } catch (error: unknown) {
      if (error instanceof JobFailure) await rm(folder, { recursive: true, force: true });
      throw error;
    }
  };
}
