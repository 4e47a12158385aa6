import { AgencyFileStatusList, type AgencyFileStatus } from '@dnp/contracts';
import {
  currentTermsVersion,
  devUsers,
  inArray,
  loadDatasource,
  queryRows,
  seedDevDirectory,
  seedReferenceData,
  termsAcceptances,
  users,
  type DbHandle,
} from '@dnp/db';
import { DEMO_SEED, generateRecords } from '@dnp/generate';
import { expect } from 'vitest';
import { TEST_ISSUER } from '../test-app.js';
import type { ApiProcess } from './api-process.js';

/** Parties in the file: at STEP_ROWS a step, twenty committed steps on each source. */
const PARTIES = 400;
/** Rows per committed step of the run (AGENCY_FILE_STEP_ROWS). */
export const STEP_ROWS = 20;

/**
 * The database a killed API is started on: the development users (who accepted the terms), and a
 * restricted source with TINs (DMF, granted to DOD) and a public one matched by name (SAM).
 */
export async function prepareDatabase(handle: DbHandle): Promise<void> {
  await seedReferenceData(handle.db);
  await seedDevDirectory(handle.db, TEST_ISSUER);
  const ids = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.userName,
        devUsers.map((user) => user.userName),
      ),
    );
  await handle.db
    .insert(termsAcceptances)
    .values(ids.map((row) => ({ userId: row.id, version: currentTermsVersion })))
    .onConflictDoNothing();
  for (const apiName of ['dmf', 'samExPub'] as const) {
    await loadDatasource(handle, apiName, generateRecords(apiName, { seed: DEMO_SEED, count: 600 }), {
      sourceVersion: 'test',
    });
  }
}

/**
 * A CSV of DMF's people: a third with name and TIN, a third with the TIN under another's name,
 * a third by name alone, so the run writes matches at every level on most of its steps.
 */
export async function agencyFileCsv(handle: DbHandle): Promise<string> {
  const people = await queryRows<{ name: string; tin: string | null }>(
    handle,
    `select name, tin from dmf_records order by id limit $1`,
    [PARTIES],
  );
  const lines = ['agencyAlcCode,agencyPartyId,agencySourceFullName,agencyTin,agencyTinTypeCode'];
  people.forEach((person, i) => {
    const other = people[(i * 7 + 3) % people.length]?.name ?? person.name;
    const name = i % 3 === 1 ? other : person.name;
    const tin = i % 3 === 2 || !person.tin ? '' : person.tin;
    lines.push(`97000100,${i + 1},"${name}",${tin},${tin ? 'SSN' : ''}`);
  });
  return `${lines.join('\n')}\n`;
}

/** What a caller of the API needs: where it is and a token of portaluser (DOD). */
export interface Caller {
  api: () => ApiProcess;
  token: string;
}

async function upload(caller: Caller, csv: string, allowDuplicate: boolean): Promise<string> {
  const form = new FormData();
  form.set('allowDuplicate', String(allowDuplicate));
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'KILLED_RUN.csv');
  const response = await fetch(`${caller.api().url}/api/v1/batch-match/files?accessGroup=DOD`, {
    method: 'POST',
    headers: { authorization: `Bearer ${caller.token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(202);
  const [file] = AgencyFileStatusList.parse(await response.json()).data;
  if (!file) throw new Error('the upload answered no file');
  return file.id;
}

export async function statusOf(caller: Caller, fileId: string): Promise<AgencyFileStatus> {
  const response = await fetch(`${caller.api().url}/api/v1/batch-match/files/${fileId}?accessGroup=DOD`, {
    headers: { authorization: `Bearer ${caller.token}` },
  });
  expect(response.status).toBe(200);
  const [file] = AgencyFileStatusList.parse(await response.json()).data;
  if (!file) throw new Error(`no status of file ${fileId}`);
  return file.attributes;
}

/** Polls the status route until `until` holds, or fails with the last status seen. */
export async function pollStatus(
  caller: Caller,
  fileId: string,
  until: (status: AgencyFileStatus) => boolean,
  seconds: number,
): Promise<AgencyFileStatus> {
  const deadline = Date.now() + seconds * 1000;
  let status = await statusOf(caller, fileId);
  while (!until(status)) {
    if (Date.now() > deadline || ['done', 'failed', 'cancelled'].includes(status.state)) {
      throw new Error(`file ${fileId} did not reach the awaited state: ${JSON.stringify(status)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await statusOf(caller, fileId);
  }
  return status;
}

const isDone = (status: AgencyFileStatus) => status.state === 'done';

/**
 * Sends the file, kills the API (SIGKILL) once matching has committed some steps but not all,
 * starts it again on the same database and waits for the run to end; then sends the same file
 * again (allowDuplicate) and lets it run uninterrupted. Returns both files' ids.
 */
export async function killMidRunAndRerun(
  caller: Caller,
  csv: string,
  restart: () => Promise<void>,
): Promise<{ killed: string; whole: string }> {
  const killed = await upload(caller, csv, false);
  const matching = await pollStatus(
    caller,
    killed,
    (status) =>
      status.phase === 'matching' &&
      (status.progress.rowsDone ?? 0) > 0 &&
      (status.progress.rowsDone ?? 0) < (status.progress.rowsTotal ?? 0),
    60,
  );
  await caller.api().kill('SIGKILL');
  expect(matching.state).toBe('running');
  await restart();
  await pollStatus(caller, killed, isDone, 60);
  const whole = await upload(caller, csv, true);
  await pollStatus(caller, whole, isDone, 60);
  return { killed, whole };
}

/** What the two runs left: each file's matches by (party, source, record), how many times, and the killed job's attempts. */
export async function readOutcome(handle: DbHandle, files: { killed: string; whole: string }) {
  const matchesOf = async (fileId: string) =>
    queryRows<{ key: string; times: number }>(
      handle,
      `select party_id || ' ' || api_name || ' ' || record_id || ' ' || level || ' ' || match_type as key,
              count(*)::int as times
         from match_results where file_id = $1 group by 1 order by 1`,
      [fileId],
    );
  const [job] = await queryRows<{ attempts: number }>(
    handle,
    `select j.attempts from jobs j join agency_files f on f.job_id = j.id where f.id = $1`,
    [files.killed],
  );
  return { killed: await matchesOf(files.killed), whole: await matchesOf(files.whole), attempts: job?.attempts ?? 0 };
}
