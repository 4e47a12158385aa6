import { describe, expect, it } from 'vitest';
import { collect, streamOf } from '../test-support.js';
import { parseDmf } from './dmf.js';

interface DmfFields {
  change?: string;
  ssn?: string;
  last?: string;
  suffix?: string;
  first?: string;
  middle?: string;
  proof?: string;
  death?: string;
  birth?: string;
}

/** Builds one 100-character record at the SSA column positions. */
function dmfLine(fields: DmfFields = {}): string {
  const line =
    (fields.change ?? ' ').padEnd(1) +
    (fields.ssn ?? '123456789').padEnd(9) +
    (fields.last ?? 'DOE').padEnd(20) +
    (fields.suffix ?? 'JR').padEnd(4) +
    (fields.first ?? 'JOHN').padEnd(15) +
    (fields.middle ?? 'QUINCY').padEnd(15) +
    (fields.proof ?? 'P').padEnd(1) +
    (fields.death ?? '03152011').padEnd(8) +
    (fields.birth ?? '07041940').padEnd(8);
  return line.padEnd(100);
}

describe('parseDmf', () => {
  it('reads a full-file record at the documented positions', async () => {
    const { records, rejections } = await collect(parseDmf(streamOf([dmfLine()])));
    expect(rejections).toEqual([]);
    expect(records).toEqual([
      {
        kind: 'record',
        line: 1,
        key: '123456789',
        record: {
          name: 'JOHN QUINCY DOE JR',
          tin: '123456789',
          firstName: 'JOHN',
          middleName: 'QUINCY',
          lastName: 'DOE',
          suffix: 'JR',
          deathDate: '2011-03-15',
          birthDate: '1940-07-04',
          verifyOrProof: 'P',
          datasourceDescr: 'SSA Death Master File',
        },
      },
    ]);
  });

  it('carries the change type of update files', async () => {
    const input = streamOf([
      dmfLine({ change: 'A' }),
      dmfLine({ change: 'C', ssn: '223456789' }),
      dmfLine({ change: 'D', ssn: '323456789' }),
    ]);
    const { records } = await collect(parseDmf(input));
    expect(records.map(({ key, change }) => ({ key, change }))).toEqual([
      { key: '123456789', change: 'add' },
      { key: '223456789', change: 'change' },
      { key: '323456789', change: 'delete' },
    ]);
  });

  it('reads a date SSA only knows to the month as no date, and a blank proof code as empty', async () => {
    const { records } = await collect(parseDmf(streamOf([dmfLine({ death: '03002011', proof: ' ' })])));
    expect(records[0]?.record).toMatchObject({ deathDate: null, verifyOrProof: '' });
  });

  it('rejects malformed records with their line numbers and keeps reading', async () => {
    const input = streamOf([
      dmfLine(),
      dmfLine().slice(0, 60),
      dmfLine({ ssn: '12345678X' }),
      dmfLine({ death: '02302011' }),
      dmfLine({ change: 'X' }),
      dmfLine({ proof: 'Q' }),
      dmfLine({ ssn: '987654321' }),
    ]);
    const { records, rejections } = await collect(parseDmf(input));
    expect(records.map((item) => item.line)).toEqual([1, 7]);
    expect(rejections).toEqual([
      { kind: 'rejection', line: 2, column: '*', reason: 'expected a 100-character record, found 60 characters' },
      { kind: 'rejection', line: 3, column: 'SSN', reason: 'SSN "12345678X" is not 9 digits' },
      {
        kind: 'rejection',
        line: 4,
        column: 'date of death',
        reason: 'date of death "02302011" is not a valid MMDDYYYY date',
      },
      { kind: 'rejection', line: 5, column: 'change type', reason: 'change type "X" is not blank, A, C or D' },
      { kind: 'rejection', line: 6, column: 'verify/proof code', reason: 'verify/proof code "Q" is not V, P or blank' },
    ]);
  });
});
