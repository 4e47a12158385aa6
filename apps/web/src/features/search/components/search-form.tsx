import type { DatasourceApiName, DatasourceInfo, SearchAttributes, SearchCriteria } from '@dnp/contracts';
import { Button, Checkbox, Fieldset, Form, Radio } from '@trussworks/react-uswds';
import { useState, type FormEvent } from 'react';
import { fieldInputIds, type SearchField, type SearchFormValues } from '../model/search-form-values.js';
import { searchableSelection } from '../model/source-availability.js';
import { formatTinInput } from '../model/tin-format.js';
import { localToday, validateSearch, type FieldError } from '../model/validate-search.js';
import { DatasourcePicker } from './datasource-picker.js';
import { ErrorSummary } from './error-summary.js';
import { TextField } from './text-field.js';

export interface SearchFormProps {
  values: SearchFormValues;
  onValuesChange: (values: SearchFormValues) => void;
  offered: readonly DatasourceInfo[];
  onSearch: (attributes: SearchAttributes, sources: DatasourceApiName[]) => void;
}

function NameFields({
  values,
  set,
  errorOf,
}: {
  values: SearchFormValues;
  set: (patch: Partial<SearchFormValues>) => void;
  errorOf: (field: SearchField) => string | undefined;
}) {
  return (
    <>
      <Checkbox
        id="search-name-in-parts"
        name="nameEntry"
        label="Enter first, middle and last name separately"
        checked={values.nameEntry === 'parts'}
        onChange={(event) => set({ nameEntry: event.target.checked ? 'parts' : 'full' })}
      />
      {values.nameEntry === 'full' ? (
        <TextField
          id={fieldInputIds.name}
          name="name"
          label="Name"
          hint="A person or an organization, for example John Q Smith or Acme Supply Inc. Up to 100 characters."
          value={values.name}
          onValueChange={(name) => set({ name })}
          error={errorOf('name')}
          autoComplete="off"
        />
      ) : (
        <>
          <TextField
            id={fieldInputIds.firstName}
            name="firstName"
            label="First name (optional)"
            value={values.firstName}
            onValueChange={(firstName) => set({ firstName })}
            error={errorOf('firstName')}
            autoComplete="off"
          />
          <TextField
            id={fieldInputIds.middleName}
            name="middleName"
            label="Middle name (optional)"
            value={values.middleName}
            onValueChange={(middleName) => set({ middleName })}
            error={errorOf('middleName')}
            autoComplete="off"
          />
          <TextField
            id={fieldInputIds.lastName}
            name="lastName"
            label="Last name"
            value={values.lastName}
            onValueChange={(lastName) => set({ lastName })}
            error={errorOf('lastName')}
            autoComplete="off"
          />
        </>
      )}
    </>
  );
}

/**
 * The search: by name or by SSN/EIN/TIN, an optional date of birth, and the
 * datasources. Checked here as the API checks, before anything is sent.
 */
export function SearchForm({ values, onValuesChange, offered, onSearch }: SearchFormProps) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const today = localToday();
  const selected = values.sources ?? offered.map((source) => source.apiName);
  const searchable = searchableSelection(offered, selected, values.criteria);

  const set = (patch: Partial<SearchFormValues>) => {
    const next = { ...values, ...patch };
    onValuesChange(next);
    // Once the user has been told what to fix, the list follows their corrections.
    if (errors.length > 0) {
      const outcome = validateSearch(
        next,
        searchableSelection(offered, next.sources ?? selected, next.criteria),
        today,
      );
      setErrors(outcome.ok ? [] : outcome.errors);
    }
  };
  const errorOf = (field: SearchField) => errors.find((error) => error.field === field)?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = validateSearch(values, searchable, today);
    if (!outcome.ok) {
      setErrors(outcome.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors([]);
    onSearch(outcome.attributes, outcome.sources);
  };

  const criteriaChoice = (criteria: SearchCriteria, id: string, label: string) => (
    <Radio
      id={id}
      name="searchCriteria"
      value={criteria}
      label={label}
      tile
      checked={values.criteria === criteria}
      onChange={() => set({ criteria })}
    />
  );

  return (
    <Form onSubmit={submit} large className="maxw-full dnp-search-form" aria-label="Search the datasources" noValidate>
      <ErrorSummary errors={errors} attempt={attempt} />
      <Fieldset legend="Search by" legendStyle="large">
        <div className="grid-row grid-gap-sm">
          <div className="mobile-lg:grid-col-6">{criteriaChoice('NAME', 'search-by-name', 'Name')}</div>
          <div className="mobile-lg:grid-col-6">
            {criteriaChoice('SSN/EIN/TIN', 'search-by-tin', 'SSN, EIN or TIN')}
          </div>
        </div>
      </Fieldset>
      <div className="maxw-tablet">
        {values.criteria === 'NAME' ? (
          <NameFields values={values} set={set} errorOf={errorOf} />
        ) : (
          <TextField
            id={fieldInputIds.tin}
            name="tin"
            label="SSN, EIN or TIN"
            hint="9 digits: 123-45-6789 for an SSN or ITIN, 12-3456789 for an EIN."
            value={values.tin}
            onValueChange={(tin) => set({ tin: formatTinInput(tin) })}
            error={errorOf('tin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
          />
        )}
        <TextField
          id={fieldInputIds.birthDate}
          name="birthDate"
          type="date"
          label="Date of birth (optional)"
          hint="A date of birth that agrees raises a name match to Probable; one that differs lowers the score."
          value={values.birthDate}
          onValueChange={(birthDate) => set({ birthDate })}
          error={errorOf('birthDate')}
          max={today}
        />
      </div>
      <DatasourcePicker
        offered={offered}
        criteria={values.criteria}
        selected={selected}
        onSelectedChange={(sources) => set({ sources })}
        error={errorOf('sources')}
      />
      <Button type="submit" className="margin-top-3">
        Search
      </Button>
      <p className="usa-hint" aria-live="polite">
        {searchable.length === 1 ? '1 datasource' : `${searchable.length} datasources`} will be searched.
      </p>
    </Form>
  );
}
