import type { OfacRecord } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { countryCodeOf, ofacCountry } from './ofac-country.js';

const entry = (countries: Partial<Pick<OfacRecord, 'nationalities' | 'citizenships' | 'addresses'>>): OfacRecord => ({
  name: 'TEST, Person',
  srcSysTypeCdDesc: 'OFAC',
  type: 'I',
  typeDescription: 'INDIVIDUAL',
  sdnType: 'individual',
  entNum: '1',
  title: null,
  remarks: null,
  callSign: null,
  vesselType: null,
  tonnage: null,
  grossRegisteredTonnage: null,
  vesselFlag: null,
  vesselOwner: null,
  ...countries,
});

describe('ofacCountry', () => {
  it('reads OFAC spellings of country names', () => {
    expect(countryCodeOf('Korea, North')).toBe('KP');
    expect(countryCodeOf('Congo, Democratic Republic of the')).toBe('CD');
    expect(countryCodeOf('Bosnia and Herzegovina')).toBe('BA');
    expect(countryCodeOf('Iran')).toBe('IR');
    expect(countryCodeOf('undetermined')).toBeUndefined();
  });

  it('gives the query country when any listed country is it', () => {
    const record = entry({ nationalities: [{ country: 'Syria' }], citizenships: [{ country: 'Lebanon' }] });
    expect(ofacCountry(record, 'lb')).toBe('LB');
    expect(ofacCountry(record, 'FR')).toBe('SY');
  });

  it('never makes a country differ on a name it cannot read or a three-letter code', () => {
    const record = entry({ nationalities: [{ country: 'Syria' }, { country: 'possibly Palestinian' }] });
    expect(ofacCountry(record, 'FR')).toBeUndefined();
    expect(ofacCountry(entry({ nationalities: [{ country: 'Syria' }] }), 'FRA')).toBeUndefined();
  });
});
