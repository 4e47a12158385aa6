import { publicSamples } from '../public-data.js';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OfacRecord } from '@dnp/contracts';
import { OfacRecord as OfacRecordSchema } from '@dnp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../test-support.js';
import type { ParsedRecord, Rejection } from '../types.js';
import { parseOfac } from './ofac.js';

const REAL_FOLDER = publicSamples.ofacFolder;

describe('parseOfac on the real 2021 SDN files', () => {
  let records: ParsedRecord<OfacRecord>[];
  let rejections: Rejection[];
  const entry = (entNum: string): OfacRecord => {
    const found = records.find((item) => item.key === entNum);
    if (!found) throw new Error(`entry ${entNum} not loaded`);
    return found.record;
  };

  beforeAll(async () => {
    ({ records, rejections } = await collect(parseOfac(REAL_FOLDER)));
  });

  it('loads every entry, alias and address', () => {
    expect(rejections).toEqual([]);
    expect(records).toHaveLength(8976);
    const strongAliases = records
      .flatMap(({ record }) => record.aliases ?? [])
      .filter((alias) => alias.strength === 'strong');
    expect(strongAliases).toHaveLength(11910);
    expect(records.flatMap(({ record }) => record.addresses ?? [])).toHaveLength(13837);
    expect(new Set(records.map((item) => item.key)).size).toBe(8976);
  });

  it('produces records the contract accepts', () => {
    for (const { record } of records) expect(OfacRecordSchema.safeParse(record).success).toBe(true);
  });

  it('reads an individual with several dates and places of birth and identity documents', () => {
    const cifuentes = entry('12300');
    expect(cifuentes).toMatchObject({ type: 'I', typeDescription: 'INDIVIDUAL', programs: [{ program: 'SDNTK' }] });
    expect(cifuentes.birthDates?.map((date) => date.birthDateFrom)).toEqual(['1965-05-13', '1968-04-13', '1964-07-07']);
    expect(cifuentes.birthPlaces?.[0]).toEqual({ placeOfBirth: 'Medellin, Colombia' });
    expect(cifuentes.birthPlaces).toHaveLength(3);
    expect(cifuentes.alternateIds).toContainEqual({
      countyCode: 'Ecuador',
      idType: 'Cedula No.',
      idNumber: '172489729-1',
      issueDate: null,
      expirationDate: null,
    });
    expect(cifuentes.alternateIds).toContainEqual(
      expect.objectContaining({ idType: 'Passport', idNumber: 'AL720622', countyCode: 'Colombia' }),
    );
  });

  it('continues a cut Remarks field from sdn_comments.csv', () => {
    const remarks = entry('12300').remarks ?? '';
    expect(remarks).toContain('Linked To: PROMO RAIZ S.A.S.; Linked To: RED MUNDIAL INMOBILIARIA');
    expect(remarks.endsWith('Linked To: R D I S.A.')).toBe(true);
  });

  it('reads issue dates, SSNs and citizenship', () => {
    const yasin = entry('6931');
    expect(yasin.citizenships).toEqual([{ country: 'United States' }]);
    expect(yasin.alternateIds).toContainEqual({
      countyCode: 'United States',
      idType: 'Passport',
      idNumber: '27082171',
      issueDate: '1992-06-21',
      expirationDate: null,
    });
    expect(yasin.alternateIds).toContainEqual(expect.objectContaining({ idType: 'SSN', idNumber: '156-92-9858' }));
  });

  it('reads circa years as approximate year ranges', () => {
    expect(entry('7782').birthDates).toEqual([
      { alternateBirthDate: 'circa 1951', birthDateFrom: '1951-01-01', birthDateTo: '1951-12-31', approximate: true },
    ]);
  });

  it('splits programs and keeps weak aliases from the remarks apart from alt.csv aliases', () => {
    const li = entry('28264');
    expect(li.programs).toEqual([{ program: 'DPRK3' }, { program: 'CYBER2' }]);
    expect(li.nationalities).toEqual([{ country: 'China' }]);
    expect(li.alternateIds).toContainEqual(
      expect.objectContaining({ idType: 'Identification Number', idNumber: '210302198701102136', countyCode: 'China' }),
    );
    expect(li.aliases?.filter((alias) => alias.strength === 'weak').map((alias) => alias.name)).toEqual([
      'blackjack1987',
      'khaleesi',
    ]);
    const bank = entry('306');
    expect(bank.aliases).toEqual([
      { aliasType: 'a.k.a.', name: 'NATIONAL BANK OF CUBA', strength: 'strong', remarks: null },
      { aliasType: 'a.k.a.', name: 'BNC', strength: 'weak', remarks: null },
    ]);
    expect(bank.addresses).toHaveLength(4);
    expect(bank.addresses?.[0]).toMatchObject({
      addressLine1: 'Zweierstrasse 35',
      city: 'Zurich CH-8022',
      country: 'Switzerland',
    });
  });

  it('tells vessels and aircraft apart while typing them as entities', () => {
    expect(entry('4234')).toMatchObject({
      type: 'E',
      typeDescription: 'ENTITY',
      sdnType: 'vessel',
      callSign: 'CL2685',
      vesselType: 'General Cargo',
      tonnage: '2597',
      grossRegisteredTonnage: '1098',
      vesselFlag: 'Cuba',
      vesselOwner: 'Compania Navegacion Golfo S.A.',
    });
    expect(entry('15431').sdnType).toBe('aircraft');
    expect(entry('306')).toMatchObject({ type: 'E', sdnType: 'entity' });
  });
});

describe('parseOfac on malformed files', () => {
  it('reports each bad line with its file and line number and loads the rest', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ofac-'));
    await writeFile(
      join(folder, 'sdn.csv'),
      [
        '1,"GOOD, Person","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 31 Feb 1950; POB Lima, Peru."',
        '2,"SHORT ROW","individual","SDGT"',
        'x3,"BAD NUMBER",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
        '4,"BAD TYPE","submarine","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
        '5,"GOOD ENTITY",-0- ,"IRAN] [SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
      ].join('\r\n') + '\r\n\u001a',
    );
    await writeFile(
      join(folder, 'alt.csv'),
      '1,10,"aka","GOOD, P.",-0- \r\n9,11,"aka","NOBODY",-0- \r\n1,12,"xyz","ODD",-0- \r\n',
    );
    await writeFile(join(folder, 'add.csv'), '5,20,"1 Main St","Miami, FL 33166","United States",-0- \r\n');
    await writeFile(join(folder, 'sdn_comments.csv'), '');
    const { records, rejections } = await collect(parseOfac(join(folder, 'sdn.csv')));
    expect(records.map((item) => item.key)).toEqual(['1', '5']);
    // An impossible date keeps its text; the entry still loads.
    expect(records[0]?.record.birthDates).toEqual([
      { alternateBirthDate: '31 Feb 1950', birthDateFrom: null, birthDateTo: null, approximate: false },
    ]);
    expect(records[1]?.record.addresses?.[0]).toMatchObject({ city: 'Miami', stateCode: 'FL', postalCode: '33166' });
    expect(records[1]?.record.programs).toEqual([{ program: 'IRAN' }, { program: 'SDGT' }]);
    expect(rejections).toEqual([
      { kind: 'rejection', file: 'sdn.csv', line: 2, column: '*', reason: 'expected 12 fields, found 4' },
      { kind: 'rejection', file: 'sdn.csv', line: 3, column: 'ent_num', reason: 'ent_num "x3" is not a number' },
      {
        kind: 'rejection',
        file: 'sdn.csv',
        line: 4,
        column: 'SDN_Type',
        reason: 'SDN_Type "submarine" is not individual, vessel or aircraft',
      },
      {
        kind: 'rejection',
        file: 'alt.csv',
        line: 3,
        column: 'alt_type',
        reason: 'alt_type "xyz" is not aka, fka or nka',
      },
      { kind: 'rejection', file: 'alt.csv', line: 2, column: 'ent_num', reason: 'ent_num 9 has no entry in sdn.csv' },
    ]);
  });
});
