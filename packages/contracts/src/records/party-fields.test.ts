import { describe, expect, it } from 'vitest';
import { datasourceApiNames } from '../datasource-catalog.js';
import { recordAttributesByApiName } from './index.js';
import {
  partyAddress,
  partyDate,
  partyFieldsByApiName,
  partyName,
  sourceHasTin,
  type PartyFieldsByApiName,
} from './party-fields.js';

/** Every attribute a source's party fields name, however nested. */
function namedAttributes(fields: object): string[] {
  return Object.values(fields).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
    return typeof value === 'object' && value !== null ? namedAttributes(value) : [];
  });
}

describe('partyFieldsByApiName', () => {
  it('describes each of the 18 sources, with attributes its record schema has', () => {
    expect(Object.keys(partyFieldsByApiName).sort()).toEqual([...datasourceApiNames].sort());
    for (const apiName of datasourceApiNames) {
      const shape = Object.keys(recordAttributesByApiName[apiName].shape);
      for (const attribute of namedAttributes(partyFieldsByApiName[apiName])) expect(shape).toContain(attribute);
    }
  });

  it('fails the type check for a wrong attribute, a list, or a missing source', () => {
    // @ts-expect-error DMF records have birthDate, not birthDay.
    const misspelled: PartyFieldsByApiName['dmf'] = { name: ['name'], birthDate: 'birthDay' };
    // @ts-expect-error Pub 78 records name the city cityName.
    const otherSource: PartyFieldsByApiName['pub78'] = { name: ['name'], address: { city: 'city' } };
    // @ts-expect-error OFAC aliases are a list of names, not a text attribute.
    const notText: PartyFieldsByApiName['ofac'] = { name: ['aliases'] };
    const { bop: _bop, ...withoutBop } = partyFieldsByApiName;
    // @ts-expect-error every source must be described.
    const missing: PartyFieldsByApiName = withoutBop;
    expect([misspelled, otherSource, notText, missing]).toHaveLength(4);
  });
});

describe('party readers', () => {
  it('reads the name from the source’s own attributes: whole, in parts, or none', () => {
    const dod = { name: 'JOHN SMITH', tin: null, birthDate: '1950-01-31', deathDate: null };
    expect(partyName('dod', dod)).toBe('JOHN SMITH');
    const fod = { firstName: 'Ann', middleName: '', lastName: 'Lee', tin: null } as const;
    expect(partyName('fod', { ...fodRecord, ...fod })).toBe('Ann Lee');
    expect(partyName('caivrs', caivrsRecord)).toBeUndefined();
  });

  it('gives a Fact of Death date as far as its parts go, a day without its month never', () => {
    expect(partyDate('fod', { ...fodRecord, birthDateYear: '1950' }, 'birthDate')).toBe('1950');
    expect(partyDate('fod', { ...fodRecord, birthDateYear: '1950', birthDateDay: '9' }, 'birthDate')).toBe('1950');
    expect(
      partyDate('fod', { ...fodRecord, deathDateYear: '2020', deathDateMonth: '3', deathDateDay: '9' }, 'deathDate'),
    ).toBe('2020-03-09');
    expect(partyDate('pub78', pub78Record, 'birthDate')).toBeUndefined();
  });

  it('reads addresses from where each source keeps them', () => {
    expect(partyAddress('pub78', pub78Record)).toEqual({ city: 'Norfolk', state: 'VA' });
    expect(partyAddress('caivrs', caivrsRecord)).toBeUndefined();
  });

  it('knows which sources hold TINs', () => {
    expect(datasourceApiNames.filter((apiName) => !sourceHasTin(apiName)).sort()).toEqual([
      'leiePublic',
      'ofac',
      'samExPub',
    ]);
  });
});

const fodRecord = {
  firstName: 'Ann',
  lastName: 'Lee',
  tin: null,
  stateOfBirthAbbreviation: null,
  stateFileNumber: null,
  matchingStateAbbreviation: null,
};

const caivrsRecord = {
  tin: '123456789',
  agencyName: null,
  taxIdType: null,
  caseType: null,
  caseNumber: null,
  collectionCode: null,
  collectionDescription: null,
  phoneNumber: null,
  datasourceDesc: 'CAIVRS',
};

const pub78Record = {
  name: 'Oakleaf',
  tin: '000003154',
  taxIdType: 'EIN',
  cityName: 'Norfolk',
  stateCode: 'VA',
  country: null,
  partyTypeCd: 'E',
  businessName: null,
  deductibilityCode: null,
  deductibilityDesc: null,
} as const;
