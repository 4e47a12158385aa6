import { Readable } from 'node:stream';
import { parseDmf } from '@dnp/ingest';
import { defaultMatchConfig } from '@dnp/matching';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionSteps } from '../bulk-match/transaction-steps.js';
import type { DbHandle } from '../database.js';
import { loadDatasource } from '../datasources/load-datasource.js';
import { inLoadTransaction, queryRows } from '../datasources/load-session.js';
import { openTestDb } from '../testing/index.js';
import { DELTA_RECORDS, deltaNamePairs } from './delta-pairs.js';
import { matchSourceDelta } from './match-source-delta.js';
import { settleEnrollment } from './settle-enrollment.js';

/** A Death Master File record in SSA's fixed 100-character layout (dates MMDDYYYY). */
function dmfLine(ssn: string, last: string, first: string, middle = ''): string {
  return (
    ' ' +
    ssn +
    last.padEnd(20) +
    ''.padEnd(4) +
    first.padEnd(15) +
    middle.padEnd(15) +
    'V0105202502021940'
  ).padEnd(100);
}

const ssn = (i: number) => `5${String(i).padStart(8, '0')}`;
/** More records of one name than a party is scored against (20). */
const NAMESAKES = 30;
/** Namesakes of Rosalind Quimby's given name and surname initial: they share a pair key with her, not her surname. */
const QUIMBY_LOOKALIKES = ['QUINN', 'QUAYLE', 'QUIGLEY', 'QUINTERO', 'QUARLES', 'QUEEN', 'QUICK', 'QUINLAN'];

const records = [
  ...Array.from({ length: NAMESAKES }, (_, i) => dmfLine(ssn(i), 'WHITFORD', 'BARNABY')),
  ...QUIMBY_LOOKALIKES.flatMap((last, i) =>
    Array.from({ length: 4 }, (_, j) => dmfLine(ssn(100 + i * 4 + j), last, 'ROSALIND')),
  ),
  dmfLine('612345678', 'QUIMBY', 'ROSALIND'),
  // Cornelius Abernathy's namesakes with a middle initial hold his keys and more; his own record comes last.
  ...Array.from({ length: 25 }, (_, i) =>
    dmfLine(ssn(200 + i), 'ABERNATHY', 'CORNELIUS', 'ABCDEFGHIJKLMNOPRSTUVWXYZ'[i]),
  ),
  dmfLine('623456789', 'ABERNATHY', 'CORNELIUS'),
];

let handle: DbHandle;
let fileId = 0;
let loadId = 0;

beforeAll(async () => {
  handle = await openTestDb();
  await queryRows(handle, `insert into access_groups (id, name, level) values ('G1', 'Group one', 1)`);
  const [file] = await queryRows<{ id: number }>(
    handle,
    `insert into agency_files (area, access_group_id, file_name) values ('conMon', 'G1', 'monitored.csv')
     returning id::int as id`,
  );
  fileId = file?.id ?? 0;
  await inLoadTransaction(handle, async (session) => {
    // Neither holds a TIN: the DMF holds TINs, so only parties without one are matched by name.
    await session.query(
      `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type)
       values ($1, 1, 2, '12345678', 'BARNABY WHITFORD', 'I'), ($1, 2, 3, '12345678', 'ROSALIND QUIMBY', 'I'),
              ($1, 3, 4, '12345678', 'CORNELIUS ABERNATHY', 'I')`,
      [fileId],
    );
    await settleEnrollment(session, fileId);
  });
  // The source's first load: every record is the delta's.
  const load = await loadDatasource(handle, 'dmf', parseDmf(Readable.from([Buffer.from(records.join('\n') + '\n')])), {
    sourceVersion: 'test',
  });
  loadId = load.loadId;
}, 120_000);
afterAll(async () => {
  await handle.close();
});

/** The name pairs of the whole delta per party, each party's keys planned within `budget` delta postings. */
async function namePairsPerParty(budget: number): Promise<Map<number, number>> {
  const pairs = await inLoadTransaction(handle, async (session) => {
    await session.query(`create temporary table ${DELTA_RECORDS} (record_id bigint primary key) on commit drop`);
    await session.query(`insert into ${DELTA_RECORDS} select id from dmf_records where load_id = $1`, [loadId]);
    return deltaNamePairs(session, 'dmf', [fileId], 50, budget);
  });
  const perParty = new Map<number, number>();
  for (const pair of pairs) perParty.set(pair.party.partyId, (perParty.get(pair.party.partyId) ?? 0) + 1);
  return perParty;
}

describe('the delta’s name candidates', () => {
  it('brings a party at most 20 records of a common name, however common the name is in the source', async () => {
    expect((await namePairsPerParty(2_000)).get(1)).toBe(20);
    // A budget of one posting leaves each party its rarest key alone, over the budget: its first holders are read.
    expect((await namePairsPerParty(1)).get(1)).toBe(20);
  });

  it('still finds a party without a TIN by name among records sharing only part of it', async () => {
    const { step } = transactionSteps(handle);
    const summary = await matchSourceDelta({
      apiName: 'dmf',
      loadId,
      fileIds: [fileId],
      config: defaultMatchConfig,
      step,
    });
    const quimby = await queryRows<{ level: string; matched: string }>(
      handle,
      `select level, matched_name as matched from match_results
        where file_id = $1 and party_id = 2 and matched_by_load = $2 and matched_name like '%QUIMBY%'`,
      [fileId, loadId],
    );
    expect(quimby).toEqual([{ level: 'POSSIBLE', matched: 'ROSALIND QUIMBY' }]);
    // Every record read once; each party scored against its 20 best-sharing records, but Rosalind Quimby against
    // her own alone: the lookalikes share her given name and her surname's first letter, not its sound (decision 119).
    expect(summary).toMatchObject({ records: records.length, pairs: 41 });
  });

  it('scores a party against its own record before the namesakes holding its keys and more', async () => {
    const found = await queryRows<{ score: number }>(
      handle,
      `select m.score from match_results m join dmf_records r on r.id = m.record_id
        where m.file_id = $1 and m.party_id = 3 and r.tin = '623456789'`,
      [fileId],
    );
    expect(found).toEqual([{ score: 1 }]);
  });

  it('leaves a pair an enrollment run already matched against the load as it is, and writes the rest', async () => {
    const before = await queryRows<{ id: string; record: string }>(
      handle,
      `select id::text, record_id::text as record from match_results where file_id = $1 order by id`,
      [fileId],
    );
    const [kept] = before;
    // The file's enrollment run matched one of the load's records before the job ran: its match stays the one shown.
    await queryRows(handle, `delete from match_results where file_id = $1 and id <> $2`, [fileId, kept?.id]);
    const { step } = transactionSteps(handle);
    const summary = await matchSourceDelta({
      apiName: 'dmf',
      loadId,
      fileIds: [fileId],
      config: defaultMatchConfig,
      step,
    });
    const after = await queryRows<{ id: string; record: string }>(
      handle,
      `select id::text, record_id::text as record from match_results where file_id = $1 and withdrawn_by_load is null`,
      [fileId],
    );
    expect(summary.matches).toBe(before.length - 1);
    expect(after.map((row) => row.record).sort()).toEqual(before.map((row) => row.record).sort());
    expect(after.filter((row) => row.record === kept?.record)).toEqual([kept]);
  });
});
