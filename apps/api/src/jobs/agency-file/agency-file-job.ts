import type { AgencyFileRunPhases, DatasourceApiName } from '@dnp/contracts';
import { matchAgencyFile, queryRows, readJob, type DbHandle, type MatchPhaseFigures, type PairScorer } from '@dnp/db';
import type { MatchConfig } from '@dnp/matching';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { grantsOf } from '../../domain/access-rows.js';
import { allowedDatasources } from '../../domain/request-context.js';
import { JobFailure, type JobHandler, type JobHandlerContext } from '../job-runner.js';
import {
  partyRows,
  startOfValidation,
  validateAgencyFile,
  type AreaRows,
  type ValidationCheckpoint,
} from './validate-agency-file.js';

/** What the upload put in the job (actions/agency-files/upload-agency-file.ts). */
const Payload = z.object({
  fileId: z.number().int().positive(),
  storedName: z.string().min(1),
  format: z.enum(['csv', 'fixed']),
  lines: z.number().int().nonnegative(),
});

const Checkpoint = z.object({
  validation: z
    .object({
      line: z.number().int(),
      parties: z.number().int(),
      errors: z.number().int(),
      rejectedRows: z.number().int(),
    })
    .optional(),
  /** Validation ended and its counts are on the file: the rows are final. */
  validated: z.boolean().optional(),
  /** The file was refused whole (its parties deleted); the run fails with this message again. */
  refused: z.string().optional(),
});

/**
 * What an area adds to the one intake run: its rows, the sources it is matched against, and
 * work between matching and the file's being marked matched (payment screening).
 */
export interface AgencyFileArea {
  rows: AreaRows;
  /** Of the sources the file's group may use, those this area matches against. */
  datasources(allowed: readonly DatasourceApiName[]): DatasourceApiName[];
  /**
   * Runs after matching, in the job's steps, before matched_at lights the new-file indicator;
   * given the checkpoint as matching left it, answers the checkpoint its last step left.
   */
  afterMatch?(
    context: JobHandlerContext,
    input: { fileId: number; accessGroupId: string; checkpoint: Record<string, unknown> },
  ): Promise<Record<string, unknown>>;
}

/** Batch match: every source the group may use, nothing after matching. */
export const partyFileArea: AgencyFileArea = { rows: partyRows, datasources: (allowed) => [...allowed] };

export interface AgencyFileJobOptions {
  uploadDir: string;
  matchConfig: MatchConfig;
  /** The area's part of the run; batch match's when unset. */
  area?: AgencyFileArea;
  /** Rows per committed step of validation (50,000: a few MB of COPY, a few seconds of work). */
  stepRows?: number;
  /** Parties per name-matching step (the matcher's default when unset). */
  partiesPerStep?: number;
  /** Parties per TIN step; the whole file's TIN join in one step when unset. */
  tinPartiesPerStep?: number;
  /** Scores the matcher's pairs: the process's pool of worker threads; the job's own thread when unset. */
  scorer?: PairScorer;
}

/** "N rows have problems; the first: row R, column C: …", as the sender reads it in lastError. */
async function refusalMessage(handle: DbHandle, fileId: number, reached: ValidationCheckpoint): Promise<string> {
  if (reached.rejectedRows === 0) return 'The file has no rows to match.';
  const [first] = await queryRows<{ row: number; column: string | null; message: string }>(
    handle,
    `select row, column_name as "column", message from agency_file_errors where file_id = $1 order by seq limit 1`,
    [fileId],
  );
  const where = first ? `row ${first.row}${first.column ? `, column ${first.column}` : ''}: ${first.message}` : '';
  const rows = reached.rejectedRows === 1 ? '1 row has problems' : `${reached.rejectedRows} rows have problems`;
  return `${rows}; the first: ${where}. Correct them and send the file again, or send it with skipInvalid=true to match the other rows.`;
}

/**
 * Ends validation in one step: the file's counts, and either the rows kept (validated) or,
 * for a refused file, its parties deleted, so no reader ever sees part of a bad file.
 */
async function settleValidation(
  handle: DbHandle,
  context: JobHandlerContext,
  fileId: number,
  skipInvalid: boolean,
  reached: ValidationCheckpoint,
): Promise<void> {
  const refuse = reached.parties === 0 || (reached.rejectedRows > 0 && !skipInvalid);
  const message = refuse ? await refusalMessage(handle, fileId, reached) : undefined;
  await context.step(
    async (session) => {
      await session.query(`update agency_files set row_count = $2, rejected_count = $3 where id = $1`, [
        fileId,
        reached.parties + reached.rejectedRows,
        reached.rejectedRows,
      ]);
      if (refuse) await session.query(`delete from agency_parties where file_id = $1`, [fileId]);
    },
    () =>
      message
        ? { checkpoint: { validation: reached, refused: message }, phase: 'refused' }
        : { checkpoint: { validation: reached, validated: true }, phase: 'validated' },
  );
  if (message) throw new JobFailure(message, { phase: 'refused' });
}

/** The status resource's phase figures (AgencyFileRunPhases) from the matcher's. */
function runPhases(validating: AgencyFileRunPhases['validating'], matched: MatchPhaseFigures): AgencyFileRunPhases {
  const ms = (value: number) => Math.round(value);
  return {
    ...(validating ? { validating } : {}),
    tinJoin: { ms: ms(matched.tinJoin.ms), count: matched.tinJoin.pairs },
    nameMatching: { ms: ms(matched.names.ms), count: matched.names.parties },
    scoring: { ms: ms(matched.scoring.ms), count: matched.scoring.pairs },
    writing: { ms: ms(matched.writing.ms), count: matched.writing.rows },
  };
}

/**
 * Matches a validated file (packages/db bulk-match) against the sources its group may use:
 * the public ones and the restricted ones granted to that very group, as a request of the
 * group would be allowed. Then marks the file matched, which lights the new-file indicator.
 */
async function matchFile(
  handle: DbHandle,
  context: JobHandlerContext,
  input: {
    fileId: number;
    accessGroupId: string;
    config: MatchConfig;
    checkpoint: Record<string, unknown>;
    partiesPerStep: number | undefined;
    tinPartiesPerStep: number | undefined;
    scorer: PairScorer | undefined;
    area: AgencyFileArea;
    /** Validation's figure when this attempt validated the file (a resumed one may not have). */
    validating: AgencyFileRunPhases['validating'];
  },
): Promise<{ phase: string }> {
  const allowed = [...allowedDatasources(await grantsOf(handle.db, input.accessGroupId))];
  const datasources = input.area.datasources(allowed);
  await context.report({}, 'matching');
  const summary = await matchAgencyFile({
    fileId: input.fileId,
    datasources,
    config: input.config,
    step: context.step,
    checkpoint: input.checkpoint,
    ...(input.partiesPerStep === undefined ? {} : { partiesPerStep: input.partiesPerStep }),
    ...(input.tinPartiesPerStep === undefined ? {} : { tinPartiesPerStep: input.tinPartiesPerStep }),
    ...(input.scorer === undefined ? {} : { scorer: input.scorer }),
  });
  // The matcher's steps moved the checkpoint on: the area's steps carry the latest one, so a
  // run taken up again inside them finds matching done.
  const after = input.area.afterMatch
    ? await input.area.afterMatch(context, {
        fileId: input.fileId,
        accessGroupId: input.accessGroupId,
        checkpoint: (await readJob(handle, context.job.id))?.checkpoint ?? input.checkpoint,
      })
    : input.checkpoint;
  await context.step(
    (session) =>
      session.query(`update agency_files set matched_at = coalesce(matched_at, now()) where id = $1`, [input.fileId]),
    () => ({
      checkpoint: { ...after, matched: true },
      progress: {
        rowsDone: summary.parties,
        rowsTotal: summary.parties,
        percent: 100,
        matches: summary.matches,
        phases: runPhases(input.validating, summary.phases),
      },
      phase: 'done',
    }),
  );
  return { phase: 'done' };
}

/**
 * Runs one received agency file: validating (every row, in resumable steps), then
 * matching. A run taken up after its worker died starts after its last committed step.
 * A run that ends cancelled or failed keeps no match (docs/decisions.md): its parties stay
 * for a rerun (actions/agency-files/rerun-agency-file.ts), which matches them from the start.
 */
export function agencyFileJob(handle: DbHandle, options: AgencyFileJobOptions): JobHandler {
  const stepRows = options.stepRows ?? 50_000;
  const area = options.area ?? partyFileArea;
  const run: JobHandler = async (context) => {
    const payload = Payload.parse(context.job.payload);
    const checkpoint = Checkpoint.parse(context.job.checkpoint);
    if (checkpoint.refused) throw new JobFailure(checkpoint.refused, { phase: 'refused' });
    const [file] = await queryRows<{ skipInvalid: boolean; accessGroupId: string }>(
      handle,
      `select skip_invalid as "skipInvalid", access_group_id as "accessGroupId" from agency_files where id = $1`,
      [payload.fileId],
    );
    if (!file) throw new JobFailure(`File ${payload.fileId} no longer exists.`);
    // The matcher keeps its place under `match` and carries the other keys through.
    let matchFrom: Record<string, unknown> = context.job.checkpoint;
    let validating: AgencyFileRunPhases['validating'];
    if (!checkpoint.validated) {
      const path = join(options.uploadDir, payload.storedName);
      if (!existsSync(path)) {
        throw new JobFailure(
          `The received file is not in this process's UPLOAD_DIR (${options.uploadDir}): every API process must share that directory. Send the file again.`,
        );
      }
      await context.report({ ...context.job.progress }, 'validating');
      const validationStarted = Date.now();
      const reached = await validateAgencyFile(
        context,
        {
          fileId: payload.fileId,
          accessGroupId: file.accessGroupId,
          path,
          format: payload.format,
          rowsTotal: Math.max(0, payload.lines - (payload.format === 'csv' ? 1 : 0)),
          stepRows,
          rows: area.rows,
        },
        checkpoint.validation ?? startOfValidation,
      );
      try {
        await settleValidation(handle, context, payload.fileId, file.skipInvalid, reached);
      } catch (error: unknown) {
        if (error instanceof JobFailure) await rm(path, { force: true });
        throw error;
      }
      // Validation ended: the rows are in the database, and a run taken up again no longer reads the file.
      await rm(path, { force: true });
      validating = {
        ms: Date.now() - validationStarted,
        count:
          reached.parties +
          reached.rejectedRows -
          (checkpoint.validation?.parties ?? 0) -
          (checkpoint.validation?.rejectedRows ?? 0),
      };
      matchFrom = { validation: reached, validated: true };
    }
    return matchFile(handle, context, {
      fileId: payload.fileId,
      accessGroupId: file.accessGroupId,
      config: options.matchConfig,
      checkpoint: matchFrom,
      partiesPerStep: options.partiesPerStep,
      tinPartiesPerStep: options.tinPartiesPerStep,
      scorer: options.scorer,
      area,
      validating,
    });
  };
  run.discard = async (session, job) => {
    const { fileId } = Payload.parse(job.payload);
    await session.query(`delete from match_results where file_id = $1`, [fileId]);
    // A payment file screened before the run ended counts as screened no more (decision 45).
    await session.query(`delete from payment_month_totals where file_id = $1`, [fileId]);
  };
  return run;
}
