import type { DatasourceApiName, SearchCriteria } from '@dnp/contracts';

/** How the name is entered: one field, or first, middle and last. */
export type NameEntry = 'full' | 'parts';

/** What the search form holds, as typed. */
export interface SearchFormValues {
  criteria: SearchCriteria;
  nameEntry: NameEntry;
  name: string;
  firstName: string;
  middleName: string;
  lastName: string;
  tin: string;
  /** YYYY-MM-DD from the date field, or empty. */
  birthDate: string;
  /**
   * The sources ticked; those the criteria rule out are ignored, not unticked.
   * Null until the user changes the choice: every source offered.
   */
  sources: DatasourceApiName[] | null;
}

export type SearchField = 'name' | 'firstName' | 'middleName' | 'lastName' | 'tin' | 'birthDate' | 'sources';

/** The id of the input a field's error message points at (the error summary links to it). */
export const fieldInputIds: Readonly<Record<SearchField, string>> = {
  name: 'search-name',
  firstName: 'search-first-name',
  middleName: 'search-middle-name',
  lastName: 'search-last-name',
  tin: 'search-tin',
  birthDate: 'search-birth-date',
  sources: 'search-sources',
};

export function errorIdOf(field: SearchField): string {
  return `${fieldInputIds[field]}-error`;
}

export function emptySearchForm(): SearchFormValues {
  return {
    criteria: 'NAME',
    nameEntry: 'full',
    name: '',
    firstName: '',
    middleName: '',
    lastName: '',
    tin: '',
    birthDate: '',
    sources: null,
  };
}
