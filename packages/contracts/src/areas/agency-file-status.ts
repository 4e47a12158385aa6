import { z } from 'zod';
import { listEnvelope, resource } from '../envelope.js';
import { AgencyFileError } from './agency-file.js';
import { AgencyFrbFileId, IsoDate, IsoTimestamp } from './wire-formats.js';

/** The areas that receive agency files; one intake serves them all. */
export const AgencyFileArea = z.enum(['batchMatch', 'conMon', 'payment']);
export type AgencyFileArea = z.infer<typeof AgencyFileArea>;

export const AgencyFileState = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type AgencyFileState = z.infer<typeof AgencyFileState>;

/** How many problems a status answer lists; the full list downloads as CSV. */
export const AGENCY_FILE_ERRORS_SHOWN = 100;

const PhaseFigure = (counted: string) =>
  z.object({
    ms: z.number().nonnegative(),
    count: z.number().int().nonnegative().describe(counted),
  });

/**
 * Where a finished run's time went, phase by phase (a run taken up again after its process died
 * counts only its last attempt): what a system that sends large files needs to size its next one.
 */
export const AgencyFileRunPhases = z.object({
  validating: PhaseFigure('rows read and checked').optional(),
  tinJoin: PhaseFigure('(party, record) pairs sharing a TIN'),
  nameMatching: PhaseFigure('(party, source) rows searched by name'),
  scoring: PhaseFigure('candidate pairs scored'),
  writing: PhaseFigure('matches written'),
});
export type AgencyFileRunPhases = z.infer<typeof AgencyFileRunPhases>;

/**
 * One received file and where its run stands (GET /api/v1/{area}/files/{agencyFrbFileId}):
 * what a screen or a polling system needs to follow an upload from intake to matches.
 */
export const AgencyFileStatusAttributes = z.object({
  agencyFrbFileId: AgencyFrbFileId,
  area: AgencyFileArea,
  fileName: z.string().min(1),
  accessGroupId: z.string().min(1),
  receivedAt: IsoTimestamp,
  format: z.enum(['csv', 'fixed']).nullable(),
  byteCount: z.number().int().nonnegative(),
  checksum: z.string().nullable().describe('sha256 of the bytes, hex'),
  state: AgencyFileState,
  phase: z.string().describe('queued, validating, matching, writing, done, failed, refused, cancelled'),
  progress: z.object({
    rowsDone: z.number().int().nonnegative().optional(),
    rowsTotal: z.number().int().nonnegative().optional(),
    percent: z.number().min(0).max(100).optional(),
    rowsPerSecond: z.number().nonnegative().optional(),
    phases: AgencyFileRunPhases.optional().describe(
      'once the run is done: the time each phase of its last attempt took, and what it counted',
    ),
  }),
  rowCount: z.number().int().nonnegative().describe('rows read from the file'),
  rejectedCount: z.number().int().nonnegative().describe('rows refused (skipped when skipInvalid)'),
  skipInvalid: z.boolean(),
  errors: z.array(AgencyFileError).max(AGENCY_FILE_ERRORS_SHOWN).describe('the first problems found'),
  errorCount: z.number().int().nonnegative(),
  duplicateOf: AgencyFrbFileId.nullable().describe('an earlier file of this group with the same checksum'),
  lastError: z.string().nullable().describe('why the run failed, for its sender'),
  throughDate: IsoDate.nullable(),
  matchedAt: IsoTimestamp.nullable(),
  replacement: z
    .object({
      replacedFileId: AgencyFrbFileId,
      added: z.number().int().nonnegative(),
      changed: z.number().int().nonnegative(),
      removed: z.number().int().nonnegative(),
    })
    .nullable()
    .optional()
    .describe('con-mon: the enrolled file of the same name this one replaced, and its parties added, changed, removed'),
});
export type AgencyFileStatus = z.infer<typeof AgencyFileStatusAttributes>;
export const AgencyFileStatusList = listEnvelope(resource('agencyFile', AgencyFileStatusAttributes));
export type AgencyFileStatusList = z.infer<typeof AgencyFileStatusList>;

/**
 * The form fields sent with the file in the multipart upload. Flags are the strings
 * "true"/"false" as a form sends them.
 */
export const AgencyFileUploadFields = z.object({
  skipInvalid: z.enum(['true', 'false']).default('false').describe('match the valid rows and list the invalid ones'),
  allowDuplicate: z
    .enum(['true', 'false'])
    .default('false')
    .describe('send a file this group already sent (same checksum) on purpose'),
  throughDate: IsoDate.optional().describe('the date the file’s data runs through (fileThroughDate)'),
});
export type AgencyFileUploadFields = z.infer<typeof AgencyFileUploadFields>;

/**
 * The whole multipart form, for the OpenAPI document: the file part and the fields. The route reads
 * the parts as a stream (receive-upload.ts), so this is what a sender reads, not what Fastify parses.
 */
export const AgencyFileUploadForm = AgencyFileUploadFields.extend({
  file: z.string().meta({ format: 'binary' }).describe('the agency file, CSV or fixed-width (docs/agency-files.md)'),
});

export const AgencyFileParams = z.object({ agencyFrbFileId: AgencyFrbFileId });
