import { describe, expect, it } from 'vitest';
import { collect, streamOf } from '../test-support.js';
import { parseLeie } from './leie.js';

const HEADER =
  'LASTNAME,FIRSTNAME,MIDNAME,BUSNAME,GENERAL,SPECIALTY,UPIN,NPI,DOB,ADDRESS,CITY,STATE,ZIP,EXCLTYPE,EXCLDATE,REINDATE,WAIVERDATE,WVRSTATE';
const PERSON =
  'SMITH,JANE,A,,IND- LIC HC SERV PRO,NURSE/NURSES AIDE,,1234567890,19700215,"12 OAK ST, APT 3",DAYTON,OH,45402,1128b4,20190320,00000000,00000000,';
const BUSINESS =
  ',,,"ACME HOME HEALTH, LLC",OTHER BUSINESS,HOME HEALTH AGENCY,,0000000000,00000000,9 ELM AVE,TULSA,OK,74103,1128a1,20200101,00000000,20210105,OK';

describe('parseLeie', () => {
  it('maps people and businesses, with the exclusion authority described', async () => {
    const { records, rejections } = await collect(parseLeie(streamOf([HEADER, PERSON, BUSINESS], '\r\n')));
    expect(rejections).toEqual([]);
    expect(records[0]).toEqual({
      kind: 'record',
      line: 2,
      key: 'SMITH|JANE|A||1970-02-15|2019-03-20',
      record: {
        name: 'JANE A SMITH',
        firstName: 'JANE',
        middleName: 'A',
        lastName: 'SMITH',
        businessName: null,
        birthDate: '1970-02-15',
        exclusionCode: '1128b4',
        exclusionDate: '2019-03-20',
        exclusionDesc: 'License revocation, suspension or surrender',
        reinstatementDate: null,
        providerIdentifier: '1234567890',
        npi: '1234567890',
        upin: null,
        addressLine1: '12 OAK ST, APT 3',
        city: 'DAYTON',
        stateCode: 'OH',
        postalCode: '45402',
        general: 'IND- LIC HC SERV PRO',
        specialty: 'NURSE/NURSES AIDE',
        waiverState: null,
        waiverDate: null,
        datasourceDesc: 'HHS-OIG List of Excluded Individuals/Entities (public)',
      },
    });
    expect(records[1]?.record).toMatchObject({
      name: 'ACME HOME HEALTH, LLC',
      npi: null,
      birthDate: null,
      exclusionDesc: 'Conviction of program-related crimes (mandatory exclusion, minimum 5 years)',
      waiverDate: '2021-01-05',
      waiverState: 'OK',
    });
  });

  it('rejects a wrong column count, a bad date and a bad NPI on their own lines', async () => {
    const input = streamOf([
      HEADER,
      PERSON,
      'SHORT,ROW,,,,,,,,,,,,1128b4,20190320',
      PERSON.replace('19700215', '19701315'),
      PERSON.replace('1234567890', '12345'),
      BUSINESS,
    ]);
    const { records, rejections } = await collect(parseLeie(input));
    expect(records.map((item) => item.line)).toEqual([2, 6]);
    expect(rejections).toEqual([
      { kind: 'rejection', line: 3, column: '*', reason: 'expected 18 fields, found 15' },
      { kind: 'rejection', line: 4, column: 'DOB', reason: 'DOB "19701315" is not a valid YYYYMMDD date' },
      { kind: 'rejection', line: 5, column: 'NPI', reason: 'NPI "12345" is not 10 digits' },
    ]);
  });

  it('stops with one rejection when the header is not the LEIE header', async () => {
    const { records, rejections } = await collect(parseLeie(streamOf(['NAME,DOB', PERSON])));
    expect(records).toEqual([]);
    expect(rejections).toHaveLength(1);
    expect(rejections[0]).toMatchObject({ line: 1, column: 'LASTNAME' });
  });
});
