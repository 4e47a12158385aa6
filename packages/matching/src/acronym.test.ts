import { describe, expect, it } from 'vitest';
import { ACRONYM_SCORE, acronymOf } from './acronym.js';
import { compareNames } from './compare-names.js';
import { prepareName } from './prepare-name.js';

const entity = (name: string) => prepareName(name, 'entity');

describe('acronyms of organization names', () => {
  it('recognizes initials with or without connecting words and legal forms', () => {
    expect(acronymOf(entity('IRGC'), entity('ISLAMIC REVOLUTIONARY GUARD CORPS'))).toBe('IRGC');
    expect(acronymOf(entity('INTERNATIONAL BUSINESS MACHINES CORPORATION'), entity('IBM CORP'))).toBe('IBM');
    expect(acronymOf(entity('BOA'), entity('BANK OF AMERICA'))).toBe('BOA');
  });

  it('rejects letters that are not the initials, and persons', () => {
    expect(acronymOf(entity('ABC'), entity('ACME BUILDING SUPPLY'))).toBeNull();
    expect(acronymOf(prepareName('JS', 'person'), prepareName('JOHN SMITH', 'person'))).toBeNull();
  });

  it('scores an acronym at the acronym score and says why', () => {
    const result = compareNames('YMCA', 'YOUNG MENS CHRISTIAN ASSOCIATION', { kind: 'entity' });
    expect(result.score).toBe(ACRONYM_SCORE);
    expect(result.features.map((f) => f.name)).toEqual(['name.acronym']);
  });
});
