import { copyRow, inLoadTransaction, queryRows, type DbHandle } from '@dnp/db';

interface SourcePerson {
  name: string;
  tin: string | null;
  birth: string | null;
}

/** A deterministic 9-digit TIN that no generated source holds (they start 001–899 as SSNs; 9xx is never issued). */
const unissuedTin = (i: number): string => `9${String((i * 7919) % 100_000_000).padStart(8, '0')}`;

/**
 * An agency file of `count` parties drawn from the generated death records, in a mix an
 * agency's file might hold: 30% a listed person with name and TIN (CONCLUSIVE), 5% a listed TIN
 * under another name (PROBABLE), 15% a listed name and date of birth without TIN (POSSIBLE), and
 * half made-up people (one record's first name, another's surname, an unissued TIN).
 */
export async function stageParties(handle: DbHandle, count: number): Promise<number> {
  const people = await queryRows<SourcePerson>(
    handle,
    `select name, tin, to_char(birth_date, 'YYYY-MM-DD') as birth from dmf_records order by id limit $1`,
    [count],
  );
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
  const person = (i: number): SourcePerson => people[i % people.length] as SourcePerson;
  let data = '';
  for (let i = 0; i < count; i++) {
    const p = person(i);
    const slot = i % 20;
    let row: { name: string; tin: string | null; birth: string | null };
    if (slot < 6) row = { name: p.name, tin: p.tin, birth: p.birth };
    else if (slot === 6) row = { name: person(i + 7).name, tin: p.tin, birth: null };
    else if (slot < 10) row = { name: p.name, tin: null, birth: p.birth };
    else {
      const first = p.name.split(' ')[0] ?? '';
      const last =
        person(i * 31 + 3)
          .name.split(' ')
          .at(-1) ?? '';
      row = { name: `${first} ${last}`, tin: unissuedTin(i), birth: null };
    }
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
