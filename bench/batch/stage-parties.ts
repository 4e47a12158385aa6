import { copyRow, inLoadTransaction, queryRows, type DbHandle } from '@dnp/db';
import { plantedParty, sourcePeopleSql, type SourcePerson } from './planted-parties.js';

/**
 * An agency file of `count` parties drawn from the generated death records, in the mix of
 * planted-parties.ts, written straight to agency_parties (no intake, no job).
 */
export async function stageParties(handle: DbHandle, count: number): Promise<number> {
  const people = await queryRows<SourcePerson>(handle, sourcePeopleSql, [count]);
  if (people.length === 0) throw new Error('no DMF records to draw parties from');
  await queryRows(
    handle,
    `insert into access_groups (id, name, level) values ('BENCH', 'Benchmark', 1) on conflict do nothing`,
  );
  const [file] = await queryRows<{ id: number }>(
    handle,
    `insert into agency_files (area, access_group_id, file_name) values ('batchMatch', 'BENCH', 'bench.csv')
     returning id::int as id`,
  );
  if (!file) throw new Error('no agency file');
  let data = '';
  for (let i = 0; i < count; i++) {
    const row = plantedParty(people, i);
    data += copyRow([file.id, i + 1, i + 2, '12345678', row.name, 'I', row.tin, row.birth]);
  }
  await inLoadTransaction(handle, (session) =>
    session.copyText(
      'agency_parties',
      ['file_id', 'party_id', 'line', 'alc', 'full_name', 'party_type', 'tin', 'birth_date'],
      data,
    ),
  );
  return file.id;
}
