import type { AgencyPartyRow } from '@dnp/contracts';
import { copyRow, type AgencyFileRef, type LoadSession } from '@dnp/db';
import { agencyPartyLayout, readAgencyFile, type AgencyFileFormat, type AgencyFileLayout } from '@dnp/ingest';
import type { ParseItem } from '@dnp/ingest';
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

function partyRow(file: AgencyFileRef, line: number, row: AgencyPartyRow): string {
  return copyRow([
    file.id,
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

/** A table a valid row is written to, and the row's COPY line for it. */
export interface RowTable<Row> {
  table: string;
  columns: readonly string[];
  row(file: AgencyFileRef, line: number, record: Row): string;
}

/**
 * How an area's files are read and where their valid rows go: each row as one COPY line per
 * table, in the tables' order (a later table may reference an earlier one).
 */
export interface AreaRows {
  tables: ReadonlyArray<{ table: string; columns: readonly string[] }>;
  read(path: string, format: AgencyFileFormat, file: AgencyFileRef): AsyncGenerator<ParseItem<string[]>>;
}

export function areaRows<Row>(layout: AgencyFileLayout<Row>, tables: ReadonlyArray<RowTable<Row>>): AreaRows {
  return {
    tables,
    async *read(path, format, file) {
      for await (const item of readAgencyFile(path, format, layout)) {
        if (item.kind === 'rejection') yield item;
        else yield { ...item, record: tables.map((table) => table.row(file, item.line, item.record)) };
      }
    },
  };
}

/** Batch-match and con-mon files: one agency_parties row each. */
export const partyRows = areaRows(agencyPartyLayout, [
  { table: 'agency_parties', columns: partyColumns, row: partyRow },
]);

export interface ValidationInput {
  fileId: number;
  /** The file's group: a payment row carries it, so the list filters payments without reading the file. */
  accessGroupId: string;
  path: string;
  format: AgencyFileFormat;
  /** Data rows in the file (its non-blank lines, less a CSV header): progress counts against it. */
  rowsTotal: number;
  /** Rows per committed step: each step is one COPY per table and one of problems, and a checkpoint. */
  stepRows: number;
  rows: AreaRows;
}

/**
 * Reads the stored file from the start and writes, in steps, its valid rows to its area's
 * tables (agency_parties; and payments, for a payment file) and every problem to agency_file_errors, each step with the line it
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
  let copyLines: string[][] = input.rows.tables.map(() => []);
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

  /**
   * The step writing the rows read before, still running: the next rows are read meanwhile, so
   * the database's COPY and the parsing overlap. One step at a time, in order: each waits for the
   * one before, and a step's failure (or the owner's cancel) surfaces at the next commit.
   */
  let writing: Promise<void> = Promise.resolve();
  const commit = async () => {
    const reached: ValidationCheckpoint = { ...at, line };
    const rowData = copyLines.map((lines) => lines.join(''));
    const errorData = errors.join('');
    copyLines = input.rows.tables.map(() => []);
    errors = [];
    rowsInStep = 0;
    at = { ...reached };
    await writing;
    writing = context
      .step(
        async (session: LoadSession) => {
          for (const [index, { table, columns }] of input.rows.tables.entries()) {
            const data = rowData[index];
            if (data) await session.copyText(table, columns, data);
          }
          if (errorData)
            await session.copyText(
              'agency_file_errors',
              ['file_id', 'seq', 'row', 'column_name', 'message'],
              errorData,
            );
        },
        () => ({ checkpoint: { validation: reached }, progress: progressOf(reached), phase: 'validating' }),
      )
      // Between steps: the owner's cancel is seen here (report throws JobCancelled).
      .then(() => context.report(progressOf(reached), 'validating'));
    // Handled at the next commit or at the end; until then the rejection is not unhandled.
    writing.catch(() => undefined);
  };

  try {
    for await (const item of input.rows.read(input.path, input.format, {
      id: input.fileId,
      accessGroupId: input.accessGroupId,
    })) {
      if (item.line <= from.line) continue;
      if (item.line !== line) {
        if (rowsInStep >= input.stepRows) await commit();
        line = item.line;
        rowsInStep += 1;
      }
      if (item.kind === 'record') {
        item.record.forEach((copyLine, index) => copyLines[index]?.push(copyLine));
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
  } finally {
    // A reading that failed still lets the step in flight end before the run does.
    await writing.catch(() => undefined);
  }
  await writing;
  return at;
}
