import { describe, expect, it } from 'vitest';
import { describeCriteria } from './describe-criteria.js';

describe('describeCriteria', () => {
  it('quotes the name, joined from its parts when entered in parts', () => {
    expect(describeCriteria({ searchCriteria: 'NAME', name: 'John Smith' })).toBe('“John Smith”');
    expect(
      describeCriteria({ searchCriteria: 'NAME', firstName: 'John', lastName: 'Smith', birthDate: '1970-01-02' }),
    ).toBe('“John Smith”, born 1970-01-02');
  });

  it('names a TIN by its last four digits only', () => {
    expect(describeCriteria({ searchCriteria: 'SSN/EIN/TIN', tin: '123-45-6789' })).toBe('SSN/EIN/TIN ending in 6789');
  });
});
