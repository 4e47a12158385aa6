import { agencyPaymentLayout, readAgencyFile } from '@dnp/ingest';
import {
  inLoadTransaction,
  matchAgencyFile,
  paymentDatasources,
  paymentFileTables,
  queryRows,
  screenPayments,
  seedDevDirectory,
  seedReferenceData,
  transactionSteps,
  type DbHandle,
} from '@dnp/db';
import type { AgencyPaymentRow } from '@dnp/contracts';
import { defaultMatchConfig } from '@dnp/matching';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { decideDemoMonth } from './demo-payment-decisions.js';
import { demoPaymentFiles, demoPaymentMonths, type DemoPaymentFile } from './demo-payment-files.js';
import { demoSourcePayees, RENAMED_DEATHS, SPRING_DEATHS, type DemoSourcePayees } from './demo-source-payees.js';

export interface DemoPaymentSummary {
  /** Files screened by this run; a file already screened is left as it is. */
  screened: Array<{ fileName: string; accessGroupId: string; payments: number; matched: number }>;
  skipped: number;
  /** Demo adjudications written (demo-payment-decisions.ts). */
  decisions: number;
}

async function rowsOf(file: DemoPaymentFile): Promise<Array<{ line: number; row: AgencyPaymentRow }>> {
  const rows: Array<{ line: number; row: AgencyPaymentRow }> = [];
  for await (const item of readAgencyFile(Readable.from([Buffer.from(file.text)]), file.format, agencyPaymentLayout)) {
    if (item.kind === 'rejection') throw new Error(`${file.fileName} line ${item.line}: ${item.reason}`);
    rows.push({ line: item.line, row: item.record });
  }
  return rows;
}

/**
 * Payees found in the loaded death sources, so the demo shows deaths the planted cases do not
 * (demo-source-payees.ts). None is invented: a source without such a record adds no payee.
 */
async function payeesFromSources(handle: DbHandle): Promise<DemoSourcePayees> {
  const spring = `tin is not null and death_date between $1 and $2 order by natural_key limit 1`;
  const springDates = [SPRING_DEATHS.from, SPRING_DEATHS.to];
  const [dodSpring] = await queryRows<{ name: string; tin: string }>(
    handle,
    `select name, tin from dod_records where ${spring}`,
    springDates,
  );
  const [dmfSpring] = await queryRows<{ name: string; tin: string }>(
    handle,
    `select name, tin from dmf_records where ${spring}`,
    springDates,
  );
  const [dmfRenamed] = await queryRows<{ first: string; tin: string }>(
    handle,
    `select first_name as first, tin from dmf_records
      where tin is not null and first_name is not null and death_date between $1 and $2
      order by natural_key limit 1`,
    [RENAMED_DEATHS.from, RENAMED_DEATHS.to],
  );
  return demoSourcePayees({ dodSpring, dmfSpring, dmfRenamed });
}

/** The file and its payees and payments, written together through the intake's own row mapping. */
async function storeFile(
  handle: DbHandle,
  file: DemoPaymentFile,
  rows: ReadonlyArray<{ line: number; row: AgencyPaymentRow }>,
): Promise<number> {
  return inLoadTransaction(handle, async (session) => {
    const [stored] = await session.query<{ id: number }>(
      `insert into agency_files (area, access_group_id, file_name, received_at, checksum, format, byte_count, row_count,
                                 through_date)
       values ('payment', $1, $2, $3, $4, 'csv', $5, $6, $7) returning id::int as id`,
      [
        file.accessGroupId,
        file.fileName,
        file.receivedAt,
        createHash('sha256').update(file.text).digest('hex'),
        Buffer.byteLength(file.text),
        rows.length,
        file.paymentDate,
      ],
    );
    if (!stored) throw new Error(`${file.fileName} was not stored`);
    for (const { table, columns, row } of paymentFileTables) {
      await session.copyText(
        table,
        columns,
        rows
          .map(({ line, row: payment }) => row({ id: stored.id, accessGroupId: file.accessGroupId }, line, payment))
          .join(''),
      );
    }
    return stored.id;
  });
}

async function allowedPaymentSources(handle: DbHandle, accessGroupId: string) {
  const granted = await queryRows<{ api_name: string }>(
    handle,
    'select api_name from datasource_grants where access_group_id = $1',
    [accessGroupId],
  );
  const grants = new Set(granted.map((row) => row.api_name));
  // The five death sources are all restricted: the group screens against those it holds.
  return paymentDatasources.filter((apiName) => grants.has(apiName));
}

/**
 * DOD's and HUD's demo payment files of six months, read by the agency-file reader with the
 * payment columns, matched by the bulk matcher against the death sources each group may use,
 * and screened by the payment rules, as the intake run does (docs/agency-files.md); after each
 * month's files, that month's demo decisions (demo-payment-decisions.ts). A second run changes
 * nothing; a file left unscreened by a stopped run starts over.
 */
export async function loadDemoPaymentFiles(handle: DbHandle, options: { issuer: string }): Promise<DemoPaymentSummary> {
  await seedReferenceData(handle.db);
  await seedDevDirectory(handle.db, options.issuer);
  const summary: DemoPaymentSummary = { screened: [], skipped: 0, decisions: 0 };
  const files = demoPaymentFiles(await payeesFromSources(handle));
  for (const month of demoPaymentMonths) {
    const screened: Record<'DOD' | 'HUD', number | undefined> = { DOD: undefined, HUD: undefined };
    for (const file of files.filter((candidate) => candidate.month === month)) {
      const fileId = await screenFile(handle, file, summary);
      if (fileId !== undefined) screened[file.accessGroupId] = fileId;
    }
    // Decisions follow only a file screened by this run: a second run finds them made.
    summary.decisions += await decideDemoMonth(handle, month, screened);
  }
  return summary;
}

/** Screens one demo file as the intake run does; undefined when an earlier run screened it. */
async function screenFile(
  handle: DbHandle,
  file: DemoPaymentFile,
  summary: DemoPaymentSummary,
): Promise<number | undefined> {
  const [existing] = await queryRows<{ id: number; matched: boolean }>(
    handle,
    `select id::int as id, matched_at is not null as matched from agency_files
      where area = 'payment' and access_group_id = $1 and file_name = $2`,
    [file.accessGroupId, file.fileName],
  );
  if (existing?.matched) {
    summary.skipped += 1;
    return undefined;
  }
  if (existing) await queryRows(handle, 'delete from agency_files where id = $1', [existing.id]);
  const rows = await rowsOf(file);
  const fileId = await storeFile(handle, file, rows);
  const { step } = transactionSteps(handle);
  await matchAgencyFile({
    fileId,
    datasources: await allowedPaymentSources(handle, file.accessGroupId),
    config: defaultMatchConfig,
    step,
  });
  const matched = await inLoadTransaction(handle, (session) => screenPayments(session, fileId, file.accessGroupId));
  // A demo file reads as screened a few minutes after it came in.
  await queryRows(handle, `update agency_files set matched_at = received_at + interval '4 minutes' where id = $1`, [
    fileId,
  ]);
  await queryRows(
    handle,
    `update payments p set screened_at = f.matched_at from agency_files f where f.id = p.file_id and f.id = $1`,
    [fileId],
  );
  summary.screened.push({
    fileName: file.fileName,
    accessGroupId: file.accessGroupId,
    payments: rows.length,
    matched,
  });
  return fileId;
}
