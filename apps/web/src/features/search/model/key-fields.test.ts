import { datasourceApiNames } from '@dnp/contracts';
import { describe, expect, it } from 'vitest';
import { searchResponse, hitsOf } from '../test/search-hits.js';
import { displayNameOf, keyFieldSpecs, keyFieldsOf, type KeyFieldSpec, type KeyFieldSpecs } from './key-fields.js';

const fodHit = {
  firstName: 'Ann',
  lastName: 'Lee',
  tin: '*****6789',
  tinMasked: true,
  stateOfBirthAbbreviation: null,
  stateFileNumber: '2020-0042',
  matchingStateAbbreviation: 'VA',
  birthDateYear: '1950',
  birthDateMonth: '3',
  deathDateYear: '2020',
  deathDateMonth: '3',
  deathDateDay: '9',
  searchCriteria: 'NAME',
  match: {
    score: 0.9,
    level: 'PROBABLE',
    matchTypePortalDisplayText: 'NAME MATCH',
    matchedName: 'Ann Lee',
    explanation: [],
  },
};

describe('keyFieldsOf', () => {
  it('has the columns of each of the 18 sources', () => {
    expect(Object.keys(keyFieldSpecs).sort()).toEqual([...datasourceApiNames].sort());
  });

  it("reads a Fact of Death hit's name and dates from their parts, as far as they go", () => {
    const [hit] = hitsOf(searchResponse('fod', [{ id: '1', attributes: fodHit }]));
    if (!hit) throw new Error('one hit was parsed');
    expect(displayNameOf('fod', hit)).toBe('Ann Lee');
    expect(keyFieldsOf('fod').map((field) => [field.header, field.value(hit)])).toEqual([
      ['Date of birth', '1950-03'],
      ['Date of death', '2020-03-09'],
      ['Reporting state', 'VA'],
      ['State file number', '2020-0042'],
    ]);
  });

  it('fails the type check for an attribute or a date the source does not have', () => {
    // @ts-expect-error Pub 78 hits name the city cityName.
    const wrongName: KeyFieldSpec<'pub78'> = { header: 'City', attribute: 'city' };
    // @ts-expect-error Pub 78 lists organizations: there is no date of birth to show.
    const noSuchDate: KeyFieldSpec<'pub78'> = { header: 'Date of birth', date: 'birthDate' };
    // @ts-expect-error OFAC programs are a list, not a text column.
    const notText: KeyFieldSpec<'ofac'> = { header: 'Programs', attribute: 'programs' };
    const { bop: _bop, ...withoutBop } = keyFieldSpecs;
    // @ts-expect-error every source has its columns.
    const missing: KeyFieldSpecs = withoutBop;
    expect([wrongName, noSuchDate, notText, missing]).toHaveLength(4);
  });
});
