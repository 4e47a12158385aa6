import { z } from 'zod';
import { DatasourceLoadId } from './areas/con-mon.js';
import { DatasourceApiName } from './datasource-catalog.js';
import { listEnvelope, resource } from './envelope.js';
import { SourceFileFormat } from './source-records-file.js';

/**
 * A file sent to be loaded, by the id of the job that runs it. Not a DatasourceLoadId: that
 * names a committed load (datasource_loads), which a refused file never gets.
 */
export const SourceLoadId = z.string().regex(/^[0-9]{1,18}$/, 'expected a source load id of digits');

export const DatasourceLoadState = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type DatasourceLoadState = z.infer<typeof DatasourceLoadState>;

/**
 * The sources with a public file format, which a load through the portal accepts: the keys of
 * @dnp/ingest's registry (its test keeps the two lists the same), for screens that cannot import
 * the parsers. The others are loaded from agency feeds.
 */
export const loadableDatasources = [
  'ofac',
  'samEnt',
  'samExPub',
  'samExRes',
  'leiePublic',
  'pub78',
  'form990n',
  'arl',
  'dmf',
] as const satisfies readonly DatasourceApiName[];

/** How many refused lines a status answer lists; the log of the job keeps only these. */
export const DATASOURCE_LOAD_REJECTIONS_SHOWN = 100;

/** One line of the file that the parser or the loader refused: where, and why. */
export const DatasourceLoadRejection = z.object({
  line: z.number().int().nonnegative().describe('1-based line in the file'),
  file: z.string().nullable().describe('for a source of several files (OFAC), the file the line is in'),
  column: z.string().nullable(),
  reason: z.string(),
});
export type DatasourceLoadRejection = z.infer<typeof DatasourceLoadRejection>;

/** What a committed load changed in the source (datasource_loads and its deltas). */
export const DatasourceLoadResult = z.object({
  datasourceLoadId: DatasourceLoadId.describe(
    'the committed load (datasource_loads): what records and con-mon matches point at',
  ),
  sourceVersion: z.string(),
  recordsRead: z.number().int().nonnegative(),
  recordCount: z.number().int().nonnegative().describe('records of the source stored after the load'),
  added: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
  changeFile: z.boolean().describe('the file was a change file (DMF A/C/D), not a full list'),
  elapsedMs: z.number().nonnegative(),
});
export type DatasourceLoadResult = z.infer<typeof DatasourceLoadResult>;

/**
 * What continuous monitoring found because of a committed load: matches of enrolled parties
 * stamped with it, and matches it withdrew (a record it changed or removed).
 */
export const SourceLoadConMon = z.object({
  state: z
    .enum(['none', 'matching', 'done', 'failed'])
    .describe('none: the load added and changed nothing to match; matching: its delta job has not ended'),
  newMatches: z.number().int().nonnegative(),
  withdrawnMatches: z.number().int().nonnegative(),
});
export type SourceLoadConMon = z.infer<typeof SourceLoadConMon>;

/**
 * One source file sent through the portal and where its load stands
 * (GET /api/v1/datasources/{apiName}/loads/{sourceLoadId}).
 */
export const DatasourceLoadAttributes = z.object({
  sourceLoadId: SourceLoadId,
  apiName: DatasourceApiName,
  fileNames: z.array(z.string().min(1)).min(1),
  byteCount: z.number().int().nonnegative(),
  requestedBy: z.string().nullable(),
  receivedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  state: DatasourceLoadState,
  phase: z.string().describe('queued, validating, loading, done, refused, failed'),
  progress: z.object({
    rowsDone: z.number().int().nonnegative().optional(),
    rowsTotal: z.number().int().nonnegative().optional(),
    percent: z.number().min(0).max(100).optional(),
    rowsPerSecond: z.number().nonnegative().optional(),
  }),
  result: DatasourceLoadResult.nullable().describe('set once the load committed'),
  conMon: SourceLoadConMon.nullable().describe('set once the load committed'),
  rejections: z.array(DatasourceLoadRejection).max(DATASOURCE_LOAD_REJECTIONS_SHOWN),
  rejectionCount: z.number().int().nonnegative(),
  lastError: z.string().nullable().describe('why the load was refused or failed'),
});
export type DatasourceLoad = z.infer<typeof DatasourceLoadAttributes>;
export const DatasourceLoadList = listEnvelope(resource('datasourceLoad', DatasourceLoadAttributes));
export type DatasourceLoadList = z.infer<typeof DatasourceLoadList>;

/**
 * One entry of a source's load history (GET /api/v1/datasources/loads): a request sent through
 * the portal (a source load, whatever became of it) or a load committed outside the running
 * portal (the demo, `ingest` with the portal stopped), which has no request. Only figures known
 * for both: a request has no record counts until it commits, an outside load no requester.
 */
export const SourceLoadHistoryEntry = z.object({
  sourceLoadId: SourceLoadId.nullable().describe(
    'the request sent through the portal; null for a load made outside it',
  ),
  datasourceLoadId: DatasourceLoadId.nullable().describe(
    'the committed load (datasource_loads); null until a request commits, and for a refused or failed one',
  ),
  through: z
    .enum(['portal', 'outside'])
    .describe('portal: sent through the running portal (a source load); outside: loaded directly into the database'),
  apiName: DatasourceApiName,
  sourceVersion: z.string().describe("the publisher's edition the load was sent or recorded under"),
  fileNames: z.array(z.string().min(1)).describe('empty for an outside load that recorded no file name'),
  requestedBy: z.string().nullable().describe('who sent the request; null for an outside load'),
  receivedAt: z.iso.datetime({ offset: true }).describe('when the request was received, or the outside load committed'),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  state: DatasourceLoadState,
  phase: z.string().describe('queued, validating, loading, done, refused, failed; done for an outside load'),
  progress: DatasourceLoadAttributes.shape.progress,
  lastError: z.string().nullable().describe('why the request was refused or failed'),
  recordCount: z.number().int().nonnegative().nullable().describe('records of the source stored after the load'),
  added: z.number().int().nonnegative().nullable(),
  changed: z.number().int().nonnegative().nullable(),
  removed: z.number().int().nonnegative().nullable(),
  conMon: SourceLoadConMon.nullable().describe('set once the load committed'),
});
export type SourceLoadHistoryEntry = z.infer<typeof SourceLoadHistoryEntry>;
/** Ids: the request's id, or `committed-<datasourceLoadId>` for an outside load, unique across both. */
export const SourceLoadHistoryList = listEnvelope(resource('sourceLoadHistoryEntry', SourceLoadHistoryEntry));
export type SourceLoadHistoryList = z.infer<typeof SourceLoadHistoryList>;

/** Form fields sent with the file(s) of a source load; numbers come as strings, as a form sends them. */
export const DatasourceLoadFields = z.object({
  sourceVersion: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe("the publisher's edition; default: the file name and the day it was received"),
  allowRejects: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(0)
    .describe('refused lines tolerated; past it the load is refused whole'),
  newVersionOnly: z
    .enum(['true', 'false'])
    .default('false')
    .describe(
      '"true": refuse (409) a sourceVersion the source has loaded before, so a script that sends editions runs twice harmlessly',
    ),
  format: SourceFileFormat.default('published').describe(
    'published: the file its publisher puts out (public sources only); records: a records file, JSON lines of {"key", "record"} (every source)',
  ),
});
export type DatasourceLoadFields = z.infer<typeof DatasourceLoadFields>;

export const SourceLoadParams = z.object({ apiName: DatasourceApiName, sourceLoadId: SourceLoadId });
