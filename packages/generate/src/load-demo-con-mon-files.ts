import { datasourceCatalog, type AgencyPartyRow, type DatasourceApiName } from '@dnp/contracts';
import {
  hasLoad,
  inLoadTransaction,
  loadDatasource,
  matchAgencyFile,
  matchSourceDelta,
  queryRows,
  seedDevDirectory,
  seedReferenceData,
  settleEnrollment,
  transactionSteps,
  type DbHandle,
} from '@dnp/db';
import { readAgencyFile, ingestFormat } from '@dnp/ingest';
import { defaultMatchConfig } from '@dnp/matching';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DemoAgencyFile } from './demo-agency-files.js';
import { demoConMonFiles, demoDeltaDeaths, dmfAddLine } from './demo-con-mon-files.js';

/** The source version of the demo's DMF delta load: present means the delta was applied. */
export const DEMO_DELTA_VERSION = 'demo-con-mon-delta-1';

export interface DemoConMonSummary {
  enrolled: Array<{ fileName: string; accessGroupId: string; parties: number; matches: number }>;
  /** Matches the DMF delta load found in the enrolled files; null when it was applied before. */
  deltaMatches: number | null;
}

async function partiesOf(file: DemoAgencyFile): Promise<AgencyPartyRow[]> {
  const rows: AgencyPartyRow[] = [];
  for await (const item of readAgencyFile(Readable.from([Buffer.from(file.text)]), file.format)) {
    if (item.kind === 'rejection') throw new Error(`${file.fileName} line ${item.line}: ${item.reason}`);
    rows.push(item.record);
  }
  return rows;
}

async function sourcesOf(handle: DbHandle, accessGroupId: string): Promise<DatasourceApiName[]> {
  const granted = await queryRows<{ api_name: string }>(
    handle,
    'select api_name from datasource_grants where access_group_id = $1',
    [accessGroupId],
  );
  const grants = new Set(granted.map((row) => row.api_name));
  return datasourceCatalog.filter((entry) => !entry.restricted || grants.has(entry.apiName)).map((e) => e.apiName);
}

async function storeFile(handle: DbHandle, file: DemoAgencyFile, parties: readonly AgencyPartyRow[]): Promise<number> {
  return inLoadTransaction(handle, async (session) => {
    const [stored] = await session.query<{ id: number }>(
      `insert into agency_files (area, access_group_id, file_name, received_at, checksum, format, byte_count, row_count,
                                 through_date)
       values ('conMon', $1, $2, $3, $4, 'csv', $5, $6, $7) returning id::int as id`,
      [
        file.accessGroupId,
        file.fileName,
        file.receivedAt,
        createHash('sha256').update(file.text).digest('hex'),
        Buffer.byteLength(file.text),
        parties.length,
        file.throughDate,
      ],
    );
    if (!stored) throw new Error(`${file.fileName} was not stored`);
    for (const [index, party] of parties.entries()) {
      await session.query(
        `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type, tin, tin_type)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          stored.id,
          party.agencyPartyId,
          index + 2,
          party.agencyAlcCode,
          party.agencySourceFullName,
          party.agencyPartyTypeCode ?? null,
          party.agencyTin ?? null,
          party.agencyTinTypeCode ?? null,
        ],
      );
    }
    return stored.id;
  });
}

/** A demo file enrolled as the portal enrolls one: matched against its group's sources, then settled. */
async function enroll(
  handle: DbHandle,
  file: DemoAgencyFile,
): Promise<{ fileId: number; parties: number; matches: number }> {
  const parties = await partiesOf(file);
  const fileId = await storeFile(handle, file, parties);
  const { step } = transactionSteps(handle);
  const run = await matchAgencyFile({
    fileId,
    datasources: await sourcesOf(handle, file.accessGroupId),
    config: defaultMatchConfig,
    step,
  });
  await inLoadTransaction(handle, (session) => settleEnrollment(session, fileId));
  await queryRows(handle, `update agency_files set matched_at = received_at + interval '3 minutes' where id = $1`, [
    fileId,
  ]);
  return { fileId, parties: parties.length, matches: run.matches };
}

/**
 * The demo's DMF delta: a change file adding the deaths of a few enrolled payees, loaded by the
 * real loader (which queues the con-mon delta job a running portal would take), and matched here
 * by the delta matcher so the demo holds the matches before the portal starts; the queued job
 * then finds them written and adds nothing.
 */
async function applyDelta(handle: DbHandle, fileIds: readonly number[]): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'dnp-demo-dmf-delta-'));
  try {
    const path = join(dir, 'dmf-delta.txt');
    await writeFile(path, `${demoDeltaDeaths().map(dmfAddLine).join('\n')}\n`);
    const format = ingestFormat('dmf');
    if (!format) throw new Error('no DMF parser');
    const load = await loadDatasource(handle, 'dmf', format.parse(path) as never, {
      sourceVersion: DEMO_DELTA_VERSION,
      fileName: 'dmf-delta.txt',
    });
    const { step } = transactionSteps(handle);
    const delta = await matchSourceDelta({
      apiName: 'dmf',
      loadId: load.loadId,
      fileIds,
      config: defaultMatchConfig,
      step,
    });
    return delta.matches;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * DOD's continuous-monitoring demo: two files enrolled (one from its child DFAS) and matched
 * against the demo sources, then a small DMF delta load reporting the deaths of three enrolled
 * payees, matched as a source load is: the files hold matches from two loads. A second run
 * changes nothing.
 */
export async function loadDemoConMonFiles(handle: DbHandle, options: { issuer: string }): Promise<DemoConMonSummary> {
  await seedReferenceData(handle.db);
  await seedDevDirectory(handle.db, options.issuer);
  const summary: DemoConMonSummary = { enrolled: [], deltaMatches: null };
  const fileIds: number[] = [];
  for (const file of demoConMonFiles()) {
    const [existing] = await queryRows<{ id: number; enrolled: boolean }>(
      handle,
      `select f.id::int as id, e.file_id is not null as enrolled
         from agency_files f left join con_mon_enrollments e on e.file_id = f.id
        where f.area = 'conMon' and f.access_group_id = $1 and f.file_name = $2 order by f.id desc limit 1`,
      [file.accessGroupId, file.fileName],
    );
    if (existing?.enrolled) {
      fileIds.push(existing.id);
      continue;
    }
    // An enrollment stopped before its end starts over (its parties and matches go with it).
    if (existing) await queryRows(handle, 'delete from agency_files where id = $1', [existing.id]);
    const enrolled = await enroll(handle, file);
    fileIds.push(enrolled.fileId);
    summary.enrolled.push({ fileName: file.fileName, accessGroupId: file.accessGroupId, ...enrolled });
  }
  if (!(await hasLoad(handle, 'dmf', DEMO_DELTA_VERSION))) summary.deltaMatches = await applyDelta(handle, fileIds);
  return summary;
}
