import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../database.js';
import { inLoadTransaction, queryRows } from '../datasources/load-session.js';
import { nameKeyHashes } from '../datasources/name-key-hash.js';
import { listedNameKeys } from '../datasources/record-names.js';
import { openTestDb } from '../testing/index.js';
import { settleEnrollment } from './settle-enrollment.js';

interface Party {
  id: number;
  name: string;
  type: 'I' | 'E' | null;
  tin: string | null;
}

let handle: DbHandle;

async function enrolledFile(parties: readonly Party[]): Promise<number> {
  const [file] = await queryRows<{ id: number }>(
    handle,
    `insert into agency_files (area, access_group_id, file_name) values ('conMon', 'G1', 'monitored.csv')
     returning id::int as id`,
  );
  if (!file) throw new Error('no agency file');
  await inLoadTransaction(handle, async (session) => {
    for (const party of parties) {
      await session.query(
        `insert into agency_parties (file_id, party_id, line, alc, full_name, party_type, tin)
         values ($1, $2::bigint, $2::int + 1, '12345678', $3, $4, $5)`,
        [file.id, party.id, party.name, party.type, party.tin],
      );
    }
    await settleEnrollment(session, file.id);
  });
  return file.id;
}

const keyRows = (fileId: number) =>
  queryRows<{ party: number; kind: string | null; keys: number; withTin: number }>(
    handle,
    `select party_id::int as party, for_kind as kind, count(*)::int as keys, count(*) filter (where has_tin)::int as "withTin"
       from con_mon_party_name_keys where file_id = $1 group by 1, 2 order by 1, 2`,
    [fileId],
  );

/** The key counts as stored, and as the enrolled files' keys say they should be. */
async function counts() {
  const stored = await queryRows<{ key: number; for_kind: string; postings: number; postings_without_tin: number }>(
    handle,
    `select key, for_kind, postings, postings_without_tin from con_mon_party_key_counts order by 1, 2`,
  );
  const expected = await queryRows(
    handle,
    `select key, coalesce(for_kind, 'any') as for_kind, count(*)::int as postings,
            count(*) filter (where not has_tin)::int as postings_without_tin
       from con_mon_party_name_keys k
      where exists (select 1 from con_mon_enrollments e where e.file_id = k.file_id and e.withdrawn_at is null)
      group by 1, 2 order by 1, 2`,
  );
  return { stored, expected };
}

/** A person's sound pairs (`q:`) holding its surname's code, the keys a batch run looks a person up by (decisions 119, 121). */
const surnamePairCount = (name: string, surnameCode: string) =>
  nameKeyHashes(
    listedNameKeys({ name, kind: 'person' }).filter(
      (key) => key.startsWith('q:') && key.slice(2).split('|').includes(surnameCode),
    ),
  ).length;
const everyKeyCount = (name: string) => nameKeyHashes(listedNameKeys({ name, kind: 'entity' })).length;

beforeAll(async () => {
  handle = await openTestDb();
  await queryRows(handle, `insert into access_groups (id, name, level) values ('G1', 'Group one', 1)`);
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe('settling an enrollment: the parties’ name keys and their counts', () => {
  let first = 0;

  it('keeps a person’s sound pairs holding the surname only, an entity’s every key, and whether each party has a TIN', async () => {
    first = await enrolledFile([
      { id: 1, name: 'MARIA ELENA HERNANDEZ', type: 'I', tin: '123456789' },
      { id: 2, name: 'CHUKWUEMEKA OKAFOR', type: 'I', tin: null },
      { id: 3, name: 'ACME FEDERAL SUPPLY LLC', type: 'E', tin: '987654321' },
    ]);
    // MARIA ELENA HERNANDEZ has three sound pairs; ELENA + MARIA does not hold the surname.
    expect(surnamePairCount('MARIA ELENA HERNANDEZ', 'HRNNTS')).toBe(2);
    expect(await keyRows(first)).toEqual([
      {
        party: 1,
        kind: null,
        keys: surnamePairCount('MARIA ELENA HERNANDEZ', 'HRNNTS'),
        withTin: surnamePairCount('MARIA ELENA HERNANDEZ', 'HRNNTS'),
      },
      { party: 2, kind: null, keys: surnamePairCount('CHUKWUEMEKA OKAFOR', 'AKFR'), withTin: 0 },
      {
        party: 3,
        kind: null,
        keys: everyKeyCount('ACME FEDERAL SUPPLY LLC'),
        withTin: everyKeyCount('ACME FEDERAL SUPPLY LLC'),
      },
    ]);
    const { stored, expected } = await counts();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(expected);
  });

  it('counts a replacing file’s keys and forgets the replaced file’s', async () => {
    const second = await enrolledFile([
      { id: 2, name: 'CHUKWUEMEKA OKAFOR', type: 'I', tin: '234567890' },
      { id: 4, name: 'GRACE HOPPER', type: null, tin: null },
    ]);
    expect(await keyRows(first)).toEqual([]);
    const rows = await keyRows(second);
    // An untyped party has keys for each kind of source; Okafor now has a TIN.
    expect(rows.map((row) => [row.party, row.kind, row.withTin === row.keys])).toEqual([
      [2, null, true],
      [4, 'entity', false],
      [4, 'person', false],
      [4, 'unknown', false],
    ]);
    const { stored, expected } = await counts();
    expect(stored).toEqual(expected);
    const okafor = nameKeyHashes(listedNameKeys({ name: 'CHUKWUEMEKA OKAFOR', kind: 'person' }));
    const okaforCounts = stored.filter((row) => okafor.includes(Number(row.key)) && row.for_kind === 'any');
    expect(okaforCounts.map((row) => row.postings_without_tin)).toEqual(okaforCounts.map(() => 0));
  });

  it('forgets a withdrawn file’s keys and counts', async () => {
    await queryRows(handle, `update con_mon_enrollments set withdrawn_at = now() where withdrawn_at is null`);
    expect(await queryRows(handle, `select 1 from con_mon_party_name_keys`)).toEqual([]);
    expect((await counts()).stored).toEqual([]);
  });
});
