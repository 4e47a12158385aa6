import { describe, expect, it } from 'vitest';
import { emptySearchForm, type SearchFormValues } from './search-form-values.js';
import { localToday, validateSearch } from './validate-search.js';

const today = '2025-06-30';
const form = (values: Partial<SearchFormValues>): SearchFormValues => ({ ...emptySearchForm(), ...values });

describe('validateSearch', () => {
  it('needs a name for a name search, and sends it trimmed', () => {
    expect(validateSearch(form({ name: '   ' }), ['ofac'], today)).toEqual({
      ok: false,
      errors: [{ field: 'name', message: 'Enter a name to search for' }],
    });
    expect(validateSearch(form({ name: '  John Smith ' }), ['ofac'], today)).toEqual({
      ok: true,
      attributes: { searchCriteria: 'NAME', name: 'John Smith' },
      sources: ['ofac'],
    });
  });

  it('needs at least a last name when the name comes in parts, and leaves out empty parts', () => {
    const parts = form({ nameEntry: 'parts', firstName: 'John', lastName: '' });
    expect(validateSearch(parts, ['dmf'], today)).toMatchObject({
      ok: false,
      errors: [{ field: 'lastName', message: 'Enter a last name' }],
    });
    expect(validateSearch({ ...parts, lastName: 'Smith' }, ['dmf'], today)).toMatchObject({
      ok: true,
      attributes: { searchCriteria: 'NAME', firstName: 'John', lastName: 'Smith' },
    });
  });

  it('refuses names longer than 100 characters and characters the API refuses', () => {
    const long = 'A'.repeat(101);
    expect(validateSearch(form({ name: long }), ['ofac'], today)).toMatchObject({
      ok: false,
      errors: [{ field: 'name', message: 'Name must be 100 characters or fewer' }],
    });
    expect(validateSearch(form({ name: 'A'.repeat(100) }), ['ofac'], today).ok).toBe(true);
    expect(validateSearch(form({ name: 'Smith <script>' }), ['ofac'], today)).toMatchObject({
      ok: false,
      errors: [{ field: 'name', message: 'Name cannot contain < > { } or \\' }],
    });
  });

  it('needs 9 digits for a TIN search, in the SSN or the EIN layout', () => {
    const tin = (value: string) => validateSearch(form({ criteria: 'SSN/EIN/TIN', tin: value }), ['dmf'], today);
    expect(tin('')).toMatchObject({ ok: false, errors: [{ field: 'tin', message: 'Enter an SSN, EIN or TIN' }] });
    expect(tin('123-45-678')).toMatchObject({
      ok: false,
      errors: [{ field: 'tin', message: 'Enter 9 digits, as 123-45-6789 (SSN) or 12-3456789 (EIN)' }],
    });
    expect(tin('123-45-6789')).toMatchObject({
      ok: true,
      attributes: { searchCriteria: 'SSN/EIN/TIN', tin: '123-45-6789' },
    });
    expect(tin('12-3456789')).toMatchObject({ ok: true, attributes: { tin: '12-3456789' } });
  });

  it('ignores the name fields in a TIN search and the TIN in a name search', () => {
    expect(validateSearch(form({ criteria: 'SSN/EIN/TIN', tin: '123456789', name: '<' }), ['dmf'], today).ok).toBe(
      true,
    );
    const byName = validateSearch(form({ name: 'Smith', tin: 'x' }), ['dmf'], today);
    expect(byName).toMatchObject({ ok: true, attributes: { searchCriteria: 'NAME', name: 'Smith' } });
  });

  it('accepts a real past date of birth only', () => {
    const dob = (birthDate: string) => validateSearch(form({ name: 'Smith', birthDate }), ['dmf'], today);
    expect(dob('1970-01-31')).toMatchObject({ ok: true, attributes: { birthDate: '1970-01-31' } });
    expect(dob('2023-02-30')).toMatchObject({
      ok: false,
      errors: [{ field: 'birthDate', message: 'Enter the date of birth as a real date, for example 1970-01-31' }],
    });
    expect(dob('2025-07-01')).toMatchObject({
      ok: false,
      errors: [{ field: 'birthDate', message: 'Date of birth cannot be in the future' }],
    });
  });

  it('needs a datasource, and reports every problem at once', () => {
    expect(validateSearch(form({ birthDate: '1970-13-01' }), [], today)).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 'Enter a name to search for' },
        { field: 'birthDate', message: 'Enter the date of birth as a real date, for example 1970-01-31' },
        { field: 'sources', message: 'Choose at least one datasource to search' },
      ],
    });
  });
});

describe('localToday', () => {
  it('is the local calendar date', () => {
    expect(localToday(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
