import { describe, expect, it } from 'vitest';
import { datasourceApiNames } from '../datasource-catalog.js';
import { includeNamesFor, recordAttributesByApiName, recordIncludes } from './index.js';
import { OfacRecord } from './ofac.js';

describe('recordAttributesByApiName', () => {
  it('has a schema for each of the 18 datasources', () => {
    expect(Object.keys(recordAttributesByApiName).sort()).toEqual([...datasourceApiNames].sort());
  });

  it('takes dates only as YYYY-MM-DD and TINs only as 9 digits', () => {
    const dod = recordAttributesByApiName.dod;
    expect(dod.safeParse({ name: 'A B', tin: '123456789', birthDate: '1950-01-31', deathDate: null }).success).toBe(
      true,
    );
    expect(dod.safeParse({ name: 'A B', tin: '123456789', birthDate: '01/31/1950', deathDate: null }).success).toBe(
      false,
    );
    expect(dod.safeParse({ name: 'A B', tin: '123-45-6789', birthDate: null, deathDate: null }).success).toBe(false);
  });

  it('leaves OFAC sub-lists optional', () => {
    const bare = {
      name: 'X',
      srcSysTypeCdDesc: 'OFAC',
      type: 'E',
      typeDescription: 'ENTITY',
      sdnType: 'vessel',
      entNum: '1',
      title: null,
      remarks: null,
      callSign: null,
      vesselType: null,
      tonnage: null,
      grossRegisteredTonnage: null,
      vesselFlag: null,
      vesselOwner: null,
    };
    expect(OfacRecord.safeParse(bare).success).toBe(true);
    expect(OfacRecord.safeParse({ ...bare, type: 'V' }).success).toBe(false);
  });
});

describe('recordIncludes', () => {
  it('maps each include name of spec section 7 to a sub-list of the record schema', () => {
    expect(includeNamesFor('ofac')).toEqual([
      'address',
      'alternateId',
      'birthDate',
      'birthPlace',
      'nationality',
      'citizenship',
      'program',
    ]);
    expect(includeNamesFor('samEnt')).toEqual([
      'orgType',
      'businessType',
      'disasterResponse',
      'naicsDetail',
      'pscDetail',
      'fscDetail',
      'smallBusiness',
      'address',
    ]);
    expect(includeNamesFor('pub78')).toEqual([]);
    for (const [apiName, includes] of Object.entries(recordIncludes)) {
      const shape = recordAttributesByApiName[apiName as keyof typeof recordIncludes].shape;
      for (const attribute of Object.values(includes)) expect(Object.keys(shape)).toContain(attribute);
    }
  });
});
