import { describe, expect, it } from 'vitest';
import { collect, streamOf } from '../test-support.js';
import { parseSamEntity } from './sam-entity.js';

/**
 * A registration written by field number, as the SAM Master Extract Mapping (Public File V2
 * layout) numbers the 142 fields, and not through the parser's own position table: a shift in
 * sam-entity-layout.ts then shows as a wrong attribute below. Every field the parser reads has
 * a value of its own, so two swapped fields cannot pass unnoticed.
 */
const FIELD_COUNT = 142;

const registration: Readonly<Record<number, string>> = {
  1: 'J7M9HPTGJ1S9', // UNIQUE ENTITY ID
  3: '0001', // ENTITY EFT INDICATOR
  4: '7ABC1', // CAGE CODE
  5: 'N00001', // DODAAC
  6: 'A', // SAM EXTRACT CODE
  7: 'Z2', // PURPOSE OF REGISTRATION
  8: '20150610', // INITIAL REGISTRATION DATE
  9: '20250609', // REGISTRATION EXPIRATION DATE
  10: '20240611', // LAST UPDATE DATE
  11: '20240612', // ACTIVATION DATE
  12: 'BLUE HERON ENGINEERING LLC', // LEGAL BUSINESS NAME
  13: 'BLUE HERON', // DBA NAME
  14: 'MARINE SYSTEMS', // ENTITY DIVISION NAME
  15: 'D-7', // ENTITY DIVISION NUMBER
  16: '400 HARBOR BLVD', // PHYSICAL ADDRESS LINE 1
  17: 'SUITE 2', // PHYSICAL ADDRESS LINE 2
  18: 'NORFOLK', // PHYSICAL ADDRESS CITY
  19: 'VA', // PHYSICAL ADDRESS PROVINCE OR STATE
  20: '23510', // PHYSICAL ADDRESS ZIP/POSTAL CODE
  21: '1234', // PHYSICAL ADDRESS ZIP CODE +4
  22: 'USA', // PHYSICAL ADDRESS COUNTRY CODE
  23: '03', // PHYSICAL ADDRESS CONGRESSIONAL DISTRICT
  24: 'Y', // D&B OPEN DATA FLAG
  25: '20010315', // ENTITY START DATE
  26: '1231', // FISCAL YEAR END CLOSE DATE
  27: 'www.blueheron.example', // ENTITY URL
  28: '2L', // ENTITY STRUCTURE
  29: 'DE', // STATE OF INCORPORATION
  30: 'USA', // COUNTRY OF INCORPORATION
  31: '3', // BUSINESS TYPE COUNTER
  32: '2X~A5~XX', // BUS TYPE STRING
  33: '541330', // PRIMARY NAICS
  34: '3', // NAICS CODE COUNTER
  35: '541330Y~236220N~541715YE', // NAICS CODE STRING
  36: '2', // PSC CODE COUNTER
  37: 'C211~5410', // PSC CODE STRING
  38: 'Y', // CREDIT CARD USAGE
  39: 'N', // CORRESPONDENCE FLAG
  40: 'PO BOX 77', // MAILING ADDRESS LINE 1
  41: 'ATTN RECEIVING', // MAILING ADDRESS LINE 2
  42: 'PORTSMOUTH', // MAILING ADDRESS CITY
  43: '23701', // MAILING ADDRESS ZIP/POSTAL CODE
  44: '0077', // MAILING ADDRESS ZIP CODE +4
  45: 'CAN', // MAILING ADDRESS COUNTRY
  46: 'ON', // MAILING ADDRESS STATE OR PROVINCE
  47: 'DANA', // GOVT BUS POC FIRST NAME
  48: 'Q', // GOVT BUS POC MIDDLE INITIAL
  49: 'LEE', // GOVT BUS POC LAST NAME
  50: 'CONTRACTS MANAGER', // GOVT BUS POC TITLE
  51: '10 POC WAY', // GOVT BUS POC ST ADD 1
  52: 'FLOOR 3', // GOVT BUS POC ST ADD 2
  53: 'HAMPTON', // GOVT BUS POC CITY
  54: '23669', // GOVT BUS POC ZIP/POSTAL CODE
  55: '4455', // GOVT BUS POC ZIP CODE +4
  56: 'USA', // GOVT BUS POC COUNTRY CODE
  57: 'VA', // GOVT BUS POC STATE OR PROVINCE
  102: 'ROBIN', // ALT ELEC POC BUS POC FIRST NAME
  104: 'HALE', // ALT ELEC POC BUS POC LAST NAME
  106: '1 LAST POC RD', // ALT ELEC POC BUS ST ADD 1
  108: 'RICHMOND', // ALT ELEC POC BUS CITY
  109: '23219', // ALT ELEC POC BUS ZIP/POSTAL CODE
  111: 'USA', // ALT ELEC POC BUS COUNTRY CODE
  112: 'VA', // ALT ELEC POC BUS STATE OR PROVINCE
  113: '1', // NAICS EXCEPTION COUNTER
  114: '541330E', // NAICS EXCEPTION STRING
  115: 'Y', // DEBT SUBJECT TO OFFSET FLAG
  116: 'N', // EXCLUSION STATUS FLAG
  117: '2', // SBA BUSINESS TYPES COUNTER
  118: 'XX20190101~A620200101', // SBA BUSINESS TYPES STRING
  119: 'N', // NO PUBLIC DISPLAY FLAG
  120: '2', // DISASTER RESPONSE COUNTER
  121: 'STA:VA~ANY', // DISASTER RESPONSE STRING
  122: 'X', // ENTITY EVS SOURCE
};

/** A line of `count` fields; the last is the END OF RECORD INDICATOR (142 in the mapping). */
function entityLine(values: Readonly<Record<number, string>>, count = FIELD_COUNT): string {
  const fields = Array.from({ length: count }, (_, index) => values[index + 1] ?? '');
  fields[count - 1] = '!end';
  return fields.join('|');
}

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
        eftIndicator: '0001',
        cageCode: '7ABC1',
        dodaac: 'N00001',
        registrationStatus: 'Active',
        initialRegistrationDate: '2015-06-10',
        expirationDate: '2025-06-09',
        lastUpdateDate: '2024-06-11',
        activationDate: '2024-06-12',
        name: 'BLUE HERON ENGINEERING LLC',
        businessName: 'BLUE HERON ENGINEERING LLC',
        dba: 'BLUE HERON',
        divisionName: 'MARINE SYSTEMS',
        divisionNumber: 'D-7',
        physicalStreetAddressLine1: '400 HARBOR BLVD',
        physicalStreetAddressLine2: 'SUITE 2',
        physicalCity: 'NORFOLK',
        physicalStateCode: 'VA',
        physicalPostalCode: '23510-1234',
        physicalCountryCode: 'USA',
        businessStartDate: '2001-03-15',
        fiscalYearEndCloseDate: '1231',
        companyUrl: 'www.blueheron.example',
        mailStreetAddressLine1: 'PO BOX 77',
        mailStreetAddressLine2: 'ATTN RECEIVING',
        mailCity: 'PORTSMOUTH',
        mailPostalCode: '23701-0077',
        mailCountryCode: 'CAN',
        mailStateCode: 'ON',
        delinquentFederalDebtFlag: 'Y',
        exclusionStatusFlag: 'N',
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
    const pointsOfContact = first?.record.addresses?.filter((address) => address.addressTypeCode === 'X8');
    expect(pointsOfContact).toEqual([
      {
        addressLine1: '10 POC WAY',
        addressLine2: 'FLOOR 3',
        city: 'HAMPTON',
        stateCode: 'VA',
        postalCode: '23669-4455',
        countryCode: 'USA',
        name: 'DANA Q LEE',
        addressTypeCode: 'X8',
        usPhone: null,
        fax: null,
      },
      {
        addressLine1: '1 LAST POC RD',
        addressLine2: null,
        city: 'RICHMOND',
        stateCode: 'VA',
        postalCode: '23219',
        countryCode: 'USA',
        name: 'ROBIN HALE',
        addressTypeCode: 'X8',
        usPhone: null,
        fax: null,
      },
    ]);
    expect(first?.record.addresses?.map((address) => [address.addressTypeCode, address.city])).toEqual([
      ['PA', 'NORFOLK'],
      ['FE', 'PORTSMOUTH'],
      ['X8', 'HAMPTON'],
      ['X8', 'RICHMOND'],
    ]);
  });

  it('rejects a short row, a bad UEI and a bad date with their line numbers', async () => {
    const input = streamOf([
      entityLine(registration),
      entityLine(registration, 60),
      entityLine({ ...registration, 1: 'SHORT' }),
      entityLine({ ...registration, 11: '20240231' }),
      entityLine(registration).replace(/!end$/, 'end?'),
      entityLine({ ...registration, 3: '' }),
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
