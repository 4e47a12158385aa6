import type { AgencyPartyRow } from '@dnp/contracts';
import { copyRow, type LoadSession } from '@dnp/db';
import { readAgencyFile, type AgencyFileFormat, type ParseItem } from '@dnp/ingest';
import type { JobHandlerContext } from '../job-runner.js';

/** Where validation stands after its last committed step: a run taken up again starts after `line`. */
export interface ValidationCheckpoint {
  line: number;
  parties: number;
  errors: number;
  /** Rows with at least one problem (a row may have several). */
  rejectedRows: number;
}

export const startOfValidation: ValidationCheckpoint = { line: 0, parties: 0, errors: 0, rejectedRows: 0 };

const partyColumns = [
  'file_id',
  'party_id',
  'line',
  'alc',
  'full_name',
  'party_type',
  'tin',
  'tin_type',
  'payment_amount',
  'birth_date',
  'first_name',
  'middle_name',
  'last_name',
  'address_line1',
  'city_name',
  'state_code',
  'postal_code',
] as const;

function partyRow(fileId: number, line: number, row: AgencyPartyRow): string {
  return copyRow([
    fileId,
    row.agencyPartyId,
    line,
    row.agencyAlcCode,
    row.agencySourceFullName,
    row.agencyPartyTypeCode,
    row.agencyTin,
    row.agencyTinTypeCode,
    row.paymentAmount,
    row.birthDate,
    row.firstName,
    row.middleName,
    row.lastName,
    row.addressLine1,
    row.cityName,
    row.stateCode,
    row.postalCode,
  ]);
}

export interface ValidationInput {
  fileId: number;
  path: string;
  format: AgencyFileFormat;
  /** Data rows in the file (its non-blank lines, less a CSV header): progress counts against it. */
  rowsTotal: number;
  /** Rows per committed step: each step is one COPY of parties and one of problems, and a checkpoint. */
  stepRows: number;
}

/**
 * Reads the stored file from the start and writes, in steps, its valid rows to
 * agency_parties and every problem to agency_file_errors, each step with the line it
 * reached. A run taken up again skips the lines its last step covered: the reader is
 * re-run from the top (the duplicate-id check needs every earlier id), but nothing
 * before the checkpoint is written twice. A step never ends inside a row's problems.
 */
export async function validateAgencyFile(
  context: JobHandlerContext,
  input: ValidationInput,
  from: ValidationCheckpoint,
): Promise<ValidationCheckpoint> {
  let at = { ...from };
  let parties: string[] = [];
  let errors: string[] = [];
  let rowsInStep = 0;
  let line = from.line;
  let lastRejectedLine = 0;
  const started = Date.now();

  const progressOf = (reached: ValidationCheckpoint) => {
    const rowsDone = reached.parties + reached.rejectedRows;
    const seconds = (Date.now() - started) / 1000;
    const doneHere = rowsDone - (from.parties + from.rejectedRows);
    return {
      rowsDone,
      rowsTotal: input.rowsTotal,
      percent: input.rowsTotal === 0 ? 100 : Math.min(100, Math.round((rowsDone / input.rowsTotal) * 1000) / 10),
      ...(seconds > 0 ? { rowsPerSecond: Math.round(doneHere / seconds) } : {}),
    };
  };

  const commit = async () => {
    const reached: ValidationCheckpoint = { ...at, line };
    const partyData = parties.join('');
    const errorData = errors.join('');
    await context.step(
      async (session: LoadSession) => {
        if (partyData) await session.copyText('agency_parties', partyColumns, partyData);
        if (errorData)
          await session.copyText('agency_file_errors', ['file_id', 'seq', 'row', 'column_name', 'message'], errorData);
      },
      () => ({ checkpoint: { validation: reached }, progress: progressOf(reached), phase: 'validating' }),
    );
    parties = [];
    errors = [];
    rowsInStep = 0;
    at = reached;
    // Between steps: the owner's cancel is seen here (report throws JobCancelled).
    await context.report(progressOf(reached), 'validating');
  };

  const items: AsyncGenerator<ParseItem<AgencyPartyRow>> = readAgencyFile(input.path, input.format);
  for await (const item of items) {
    if (item.line <= from.line) continue;
    if (item.line !== line) {
      if (rowsInStep >= input.stepRows) await commit();
      line = item.line;
      rowsInStep += 1;
    }
    if (item.kind === 'record') {
      parties.push(partyRow(input.fileId, item.line, item.record));
      at.parties += 1;
      continue;
    }
    at.errors += 1;
    errors.push(copyRow([input.fileId, at.errors, item.line, item.column ?? null, item.reason]));
    if (item.line !== lastRejectedLine) {
      at.rejectedRows += 1;
      lastRejectedLine = item.line;
    }
  }
  await commit();
  return at;
}
