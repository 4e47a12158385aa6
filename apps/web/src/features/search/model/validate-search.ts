import { MAX_NAME_LENGTH, SearchAttributes, type DatasourceApiName } from '@dnp/contracts';
import type { SearchField, SearchFormValues } from './search-form-values.js';
import { tinLayout } from './tin-format.js';

export interface FieldError {
  field: SearchField;
  message: string;
}

export type ValidationOutcome =
  { ok: true; attributes: SearchAttributes; sources: DatasourceApiName[] } | { ok: false; errors: FieldError[] };

const nameLabels = { name: 'Name', firstName: 'First name', middleName: 'Middle name', lastName: 'Last name' } as const;
type NameField = keyof typeof nameLabels;

/** The API refuses these in a name (packages/contracts search.ts). */
const forbiddenNameCharacters = /[<>{}\\]/;

function checkNamePart(field: NameField, value: string, required: boolean): FieldError | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') {
    return {
      field,
      message: field === 'name' ? 'Enter a name to search for' : `Enter a ${nameLabels[field].toLowerCase()}`,
    };
  }
  if (trimmed.length > MAX_NAME_LENGTH) {
    return { field, message: `${nameLabels[field]} must be ${MAX_NAME_LENGTH} characters or fewer` };
  }
  if (forbiddenNameCharacters.test(trimmed)) {
    return { field, message: `${nameLabels[field]} cannot contain < > { } or \\` };
  }
  return undefined;
}

function checkBirthDate(value: string, today: string): FieldError | undefined {
  if (value === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : undefined;
  // new Date('2023-02-30') rolls over to March: a real date reads back the same.
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    return { field: 'birthDate', message: 'Enter the date of birth as a real date, for example 1970-01-31' };
  }
  if (value > today) return { field: 'birthDate', message: 'Date of birth cannot be in the future' };
  return undefined;
}

function criteriaErrors(values: SearchFormValues): FieldError[] {
  if (values.criteria === 'SSN/EIN/TIN') {
    if (values.tin.trim() === '') return [{ field: 'tin', message: 'Enter an SSN, EIN or TIN' }];
    return tinLayout(values.tin)
      ? []
      : [{ field: 'tin', message: 'Enter 9 digits, as 123-45-6789 (SSN) or 12-3456789 (EIN)' }];
  }
  if (values.nameEntry === 'full') return [checkNamePart('name', values.name, true)].filter((e) => e !== undefined);
  return [
    checkNamePart('firstName', values.firstName, false),
    checkNamePart('middleName', values.middleName, false),
    // The API needs at least a last name when the name comes in parts.
    checkNamePart('lastName', values.lastName, true),
  ].filter((error) => error !== undefined);
}

function attributesOf(values: SearchFormValues): SearchAttributes {
  const birthDate = values.birthDate ? { birthDate: values.birthDate } : {};
  if (values.criteria === 'SSN/EIN/TIN') return { searchCriteria: 'SSN/EIN/TIN', tin: values.tin.trim(), ...birthDate };
  if (values.nameEntry === 'full') return { searchCriteria: 'NAME', name: values.name.trim(), ...birthDate };
  const part = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const firstName = part(values.firstName);
  const middleName = part(values.middleName);
  return {
    searchCriteria: 'NAME',
    ...(firstName ? { firstName } : {}),
    ...(middleName ? { middleName } : {}),
    lastName: values.lastName.trim(),
    ...birthDate,
  };
}

/**
 * The checks the API makes, made before anything is sent so the user learns at
 * once and at the field: a name (or a last name) or a 9-digit TIN, names of at
 * most 100 characters, a real date of birth; plus at least one datasource.
 * `searchable` are the chosen sources the criteria allow.
 */
export function validateSearch(
  values: SearchFormValues,
  searchable: readonly DatasourceApiName[],
  today: string,
): ValidationOutcome {
  const errors = [...criteriaErrors(values)];
  const birthDateError = checkBirthDate(values.birthDate, today);
  if (birthDateError) errors.push(birthDateError);
  if (searchable.length === 0) errors.push({ field: 'sources', message: 'Choose at least one datasource to search' });
  if (errors.length > 0) return { ok: false, errors };

  // The API's own schema has the last word, so the client never sends what it would refuse.
  const parsed = SearchAttributes.safeParse(attributesOf(values));
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        field: fieldOfPath(issue.path[0]),
        message: issue.message,
      })),
    };
  }
  return { ok: true, attributes: parsed.data, sources: [...searchable] };
}

function fieldOfPath(key: PropertyKey | undefined): SearchField {
  const fields: readonly SearchField[] = ['name', 'firstName', 'middleName', 'lastName', 'tin', 'birthDate'];
  return fields.find((field) => field === key) ?? 'name';
}

/** Today as YYYY-MM-DD in the user's own calendar, the one they type dates of birth in. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
