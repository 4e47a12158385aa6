import { describe, expect, it } from 'vitest';
import { collect, streamOf } from '../test-support.js';
import { SAM_ENTITY_POSITIONS as P } from './sam-entity-layout.js';
import { parseSamEntity } from './sam-entity.js';

/** The public V2 record has 142 fields; the last is the end-of-record mark. */
const FIELD_COUNT = 142;

function entityLine(values: Record<number, string>, count = FIELD_COUNT): string {
  const fields = Array.from({ length: count }, (_, index) => values[index + 1] ?? '');
  fields[count - 1] = '!end';
  return fields.join('|');
}

const registration: Record<number, string> = {
  [P.uei]: 'J7M9HPTGJ1S9',
  [P.eftIndicator]: '0001',
  [P.cageCode]: '7ABC1',
  [P.extractCode]: 'A',
  [P.initialRegistrationDate]: '20150610',
  [P.expirationDate]: '20250609',
  [P.lastUpdateDate]: '20240611',
  [P.activationDate]: '20240612',
  [P.legalBusinessName]: 'BLUE HERON ENGINEERING LLC',
  [P.dba]: 'BLUE HERON',
  [P.physicalLine1]: '400 HARBOR BLVD',
  [P.physicalCity]: 'NORFOLK',
  [P.physicalState]: 'VA',
  [P.physicalZip]: '23510',
  [P.physicalZip4]: '1234',
  [P.physicalCountry]: 'USA',
  [P.entityStartDate]: '20010315',
  [P.fiscalYearEndCloseDate]: '1231',
  [P.url]: 'www.blueheron.example',
  [P.entityStructure]: '2L',
  [P.businessTypes]: '2X~A5~XX',
  [P.primaryNaics]: '541330',
  [P.naics]: '541330Y~236220N~541715YE',
  [P.psc]: 'C211~5410',
  [P.mailLine1]: 'PO BOX 77',
  [P.mailCity]: 'NORFOLK',
  [P.mailZip]: '23501',
  [P.mailCountry]: 'USA',
  [P.mailState]: 'VA',
  [P.firstPointOfContact]: 'DANA',
  [P.firstPointOfContact + 2]: 'LEE',
  [P.firstPointOfContact + 4]: '400 HARBOR BLVD',
  [P.firstPointOfContact + 6]: 'NORFOLK',
  [P.firstPointOfContact + 7]: '23510',
  [P.firstPointOfContact + 9]: 'USA',
  [P.firstPointOfContact + 10]: 'VA',
  [P.debtSubjectToOffset]: 'N',
  [P.exclusionStatus]: 'N',
  [P.sbaBusinessTypes]: 'XX20190101~A620200101',
  [P.disasterResponse]: 'STA:VA~ANY',
};

describe('parseSamEntity', () => {
  it('maps a registration and its sub-lists, skipping the BOF and EOF lines', async () => {
    const input = streamOf([
      'BOF PUBLIC V2 00000000 20240701 0000001 0000001',
      entityLine(registration),
      'EOF PUBLIC V2',
    ]);
    const { records, rejections } = await collect(parseSamEntity(input));
    expect(rejections).toEqual([]);
    expect(records).toHaveLength(1);
    const [first] = records;
    expect(first).toMatchObject({
      line: 2,
      key: 'J7M9HPTGJ1S9|0001',
      record: {
        uei: 'J7M9HPTGJ1S9',
        name: 'BLUE HERON ENGINEERING LLC',
        dba: 'BLUE HERON',
        registrationStatus: 'Active',
        physicalPostalCode: '23510-1234',
        mailStreetAddressLine1: 'PO BOX 77',
        initialRegistrationDate: '2015-06-10',
        expirationDate: '2025-06-09',
        businessStartDate: '2001-03-15',
        fiscalYearEndCloseDate: '1231',
        delinquentFederalDebtFlag: 'N',
        orgTypes: [{ organizationCode: '2L', organizationCodeDescription: 'Corporate Entity (Not Tax Exempt)' }],
        businessTypes: [
          { businessCode: '2X', businessCodeDescription: 'For Profit Organization' },
          { businessCode: 'A5', businessCodeDescription: 'Veteran-Owned Business' },
        ],
        pscDetails: [
          { pscCode: 'C211', pscDescription: null },
          { pscCode: '5410', pscDescription: null },
        ],
        fscDetails: [{ fscCode: '5410', fscDescription: null }],
        disasterResponses: [
          { displayDescription: 'State', displayValue: 'VA' },
          { displayDescription: 'Any area', displayValue: null },
        ],
      },
    });
    expect(first?.record.naicsDetails).toEqual([
      {
        naicsCode: '541330',
        naicsDescription: null,
        smallBusinessIndicator: 'Y',
        emergingSmallBusinessIndicator: 'N',
        primaryIndicator: 'Y',
      },
      {
        naicsCode: '236220',
        naicsDescription: null,
        smallBusinessIndicator: 'N',
        emergingSmallBusinessIndicator: 'N',
        primaryIndicator: 'N',
      },
      {
        naicsCode: '541715',
        naicsDescription: null,
        smallBusinessIndicator: 'Y',
        emergingSmallBusinessIndicator: 'Y',
        primaryIndicator: 'N',
      },
    ]);
    expect(first?.record.smallBusinesses).toEqual([
      { sbaCode: 'XX', sbaDescription: 'SBA Certified HUBZone Firm', expirationDate: '2019-01-01' },
      { sbaCode: 'A6', sbaDescription: 'SBA Certified 8(a) Program Participant', expirationDate: '2020-01-01' },
    ]);
    expect(first?.record.addresses?.map((address) => [address.addressTypeCode, address.name])).toEqual([
      ['PA', 'BLUE HERON ENGINEERING LLC'],
      ['FE', null],
      ['X8', 'DANA LEE'],
    ]);
  });

  it('rejects a short row, a bad UEI and a bad date with their line numbers', async () => {
    const input = streamOf([
      entityLine(registration),
      entityLine(registration, 60),
      entityLine({ ...registration, [P.uei]: 'SHORT' }),
      entityLine({ ...registration, [P.activationDate]: '20240231' }),
      entityLine(registration).replace(/!end$/, 'end?'),
      entityLine({ ...registration, [P.eftIndicator]: '' }),
    ]);
    const { records, rejections } = await collect(parseSamEntity(input));
    expect(records.map((item) => [item.line, item.key])).toEqual([
      [1, 'J7M9HPTGJ1S9|0001'],
      [6, 'J7M9HPTGJ1S9'],
    ]);
    expect(rejections).toEqual([
      { kind: 'rejection', line: 2, column: '*', reason: 'expected at least 122 fields ending in "!end", found 60' },
      { kind: 'rejection', line: 3, column: 'UNIQUE ENTITY ID', reason: 'UEI "SHORT" is not 12 letters and digits' },
      {
        kind: 'rejection',
        line: 4,
        column: 'ACTIVATION DATE',
        reason: 'ACTIVATION DATE "20240231" is not a valid YYYYMMDD date',
      },
      { kind: 'rejection', line: 5, column: '*', reason: 'expected at least 122 fields ending in "!end", found 142' },
    ]);
  });
});
