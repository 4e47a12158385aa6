import { describe, expect, it } from 'vitest';
import { parseRemarks } from './ofac-remarks.js';

describe('parseRemarks', () => {
  it('reads each OFAC date-of-birth form as a range', () => {
    const { birthDates } = parseRemarks(
      'DOB 1946; alt. DOB Sep 1938; alt. DOB 01 Jan 1961 to 31 Dec 1962; alt. DOB circa 1979-1982; alt. DOB Mar 1962 to Feb 1963.',
    );
    expect(
      birthDates.map(({ birthDateFrom, birthDateTo, approximate }) => [birthDateFrom, birthDateTo, approximate]),
    ).toEqual([
      ['1946-01-01', '1946-12-31', false],
      ['1938-09-01', '1938-09-30', false],
      ['1961-01-01', '1962-12-31', false],
      ['1979-01-01', '1982-12-31', true],
      ['1962-03-01', '1963-02-28', false],
    ]);
  });

  it('reads documents with issue and expiry dates, and leaves contact data out', () => {
    const { alternateIds } = parseRemarks(
      'Identification Number AO 2879097 (Italy) expires 30 Oct 2012; Diplomatic Passport 008827 (Iran) issued 1999; ' +
        'Email Address someone@example.org; Phone Number 12345678; Trade License No. 683633 (United Arab Emirates).',
    );
    expect(alternateIds).toEqual([
      {
        countyCode: 'Italy',
        idType: 'Identification Number',
        idNumber: 'AO 2879097',
        issueDate: null,
        expirationDate: '2012-10-30',
      },
      { countyCode: 'Iran', idType: 'Diplomatic Passport', idNumber: '008827', issueDate: null, expirationDate: null },
      {
        countyCode: 'United Arab Emirates',
        idType: 'Trade License No.',
        idNumber: '683633',
        issueDate: null,
        expirationDate: null,
      },
    ]);
  });

  it('reads places of birth, nationalities and former names', () => {
    const parsed = parseRemarks(
      "Alt. POB: Keren Eritrea; nationality possibly Palestinian;arrested 23 Apr 2002; f.k.a. 'ANSAR INSTITUTE'.",
    );
    expect(parsed.birthPlaces).toEqual([{ placeOfBirth: 'Keren Eritrea' }]);
    expect(parsed.nationalities).toEqual([{ country: 'possibly Palestinian' }]);
    expect(parsed.weakAliases).toEqual([
      { aliasType: 'f.k.a.', name: 'ANSAR INSTITUTE', strength: 'weak', remarks: null },
    ]);
  });
});
