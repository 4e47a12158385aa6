import { datasourceCatalog, type AgencyPartyRow, type DatasourceApiName } from '@dnp/contracts';
import {
  inLoadTransaction,
  matchAgencyFile,
  queryRows,
  seedDevDirectory,
  seedReferenceData,
  transactionSteps,
  type DbHandle,
} from '@dnp/db';
import { readAgencyFile } from '@dnp/ingest';
import { defaultMatchConfig } from '@dnp/matching';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { demoAgencyFiles, type DemoAgencyFile } from './demo-agency-files.js';

export interface DemoBatchSummary {
  /** Files matched by this run; a file already there is left as it is. */
  loaded: Array<{ fileName: string; accessGroupId: string; parties: number; matches: number }>;
  skipped: number;
}

async function partiesOf(file: DemoAgencyFile): Promise<AgencyPartyRow[]> {
  const rows: AgencyPartyRow[] = [];
  for await (const item of readAgencyFile(Readable.from([Buffer.from(file.csv)]), 'csv')) {
    if (item.kind === 'rejection') throw new Error(`${file.fileName} line ${item.line}: ${item.reason}`);
    rows.push(item.record);
  }
  return rows;
}

/** The sources the sender may use: every public one, and the restricted ones granted to it. */
async function sourcesOf(handle: DbHandle, accessGroupId: string): Promise<DatasourceApiName[]> {
  const granted = await queryRows<{ api_name: string }>(
    handle,
    'select api_name from datasource_grants where access_group_id = $1',
    [accessGroupId],
  );
  const grants = new Set(granted.map((row) => row.api_name));
  return datasourceCatalog.filter((entry) => !entry.restricted || grants.has(entry.apiName)).map((e) => e.apiName);
}

/** The file and its parties, written together: a file is never seen half written. */
async function storeFile(handle: DbHandle, file: DemoAgencyFile, parties: readonly AgencyPartyRow[]): Promise<number> {
  return inLoadTransaction(handle, async (session) => {
    const [stored] = await session.query<{ id: number }>(
      `insert into agency_files (area, access_group_id, file_name, received_at, checksum, format, byte_count, row_count,
                                 through_date)
       values ('batchMatch', $1, $2, $3, $4, 'csv', $5, $6, $7) returning id::int as id`,
      [
        file.accessGroupId,
        file.fileName,
        file.receivedAt,
        createHash('sha256').update(file.csv).digest('hex'),
        Buffer.byteLength(file.csv),
        parties.length,
        file.throughDate,
      ],
    );
    if (!stored) throw new Error(`${file.fileName} was not stored`);
    for (const [index, party] of parties.entries()) {
      await session.query(
        `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type, tin, tin_type, payment_amount)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          stored.id,
          party.agencyPartyId,
          index + 2,
          party.agencyAlcCode,
          party.agencySourceFullName,
          party.agencyPartyTypeCode ?? null,
          party.agencyTin ?? null,
          party.agencyTinTypeCode ?? null,
          party.paymentAmount ?? null,
        ],
      );
    }
    return stored.id;
  });
}

/**
 * DOD's demo batch-match files, read by the agency-file reader and matched by the bulk matcher
 * against the demo sources, so the Batch Match area opens on real results. The files' senders
 * (DOD and its child DFAS) and their grants come from the development directory, seeded here
 * as the API seeds it at start (it only adds what is missing). A second run changes nothing.
 */
export async function loadDemoBatchFiles(handle: DbHandle, options: { issuer: string }): Promise<DemoBatchSummary> {
  await seedReferenceData(handle.db);
  await seedDevDirectory(handle.db, options.issuer);
  const summary: DemoBatchSummary = { loaded: [], skipped: 0 };
  for (const file of demoAgencyFiles()) {
    const [existing] = await queryRows<{ id: number; matched: boolean }>(
      handle,
      `select id::int as id, matched_at is not null as matched from agency_files
        where area = 'batchMatch' and access_group_id = $1 and file_name = $2`,
      [file.accessGroupId, file.fileName],
    );
    if (existing?.matched) {
      summary.skipped += 1;
      continue;
    }
    // A run stopped before its end left the file unmatched: it starts over (its parties and matches go with it).
    if (existing) await queryRows(handle, 'delete from agency_files where id = $1', [existing.id]);
    const parties = await partiesOf(file);
    const fileId = await storeFile(handle, file, parties);
    const { step } = transactionSteps(handle);
    const run = await matchAgencyFile({
      fileId,
      datasources: await sourcesOf(handle, file.accessGroupId),
      config: defaultMatchConfig,
      step,
    });
    // A demo file reads as matched a few minutes after it came in.
    await queryRows(handle, `update agency_files set matched_at = received_at + interval '4 minutes' where id = $1`, [
      fileId,
    ]);
    summary.loaded.push({
      fileName: file.fileName,
      accessGroupId: file.accessGroupId,
      parties: parties.length,
      matches: run.matches,
    });
  }
  return summary;
}
