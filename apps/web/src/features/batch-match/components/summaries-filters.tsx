import { Button, Label, TextInput } from '@trussworks/react-uswds';
import { useState, type FormEvent } from 'react';

export interface SummaryFilters {
  receivedFrom: string;
  receivedTo: string;
  alc: string;
}

export const noFilters: SummaryFilters = { receivedFrom: '', receivedTo: '', alc: '' };

/** Received-date range and ALC; applied on submit so typing a date does not fetch at every key. */
export function SummariesFilters({
  value,
  onApply,
}: {
  value: SummaryFilters;
  onApply: (next: SummaryFilters) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const alc = draft.alc.replace(/\s/g, '');
    if (alc && !/^[0-9]{8}(,[0-9]{8})*$/.test(alc)) {
      setProblem('An ALC is eight digits; separate several with commas.');
      return;
    }
    if (draft.receivedFrom && draft.receivedTo && draft.receivedFrom > draft.receivedTo) {
      setProblem('The “received to” date is before the “received from” date.');
      return;
    }
    setProblem(null);
    onApply({ ...draft, alc });
  };
  return (
    <form className="dnp-summary-filters" aria-label="Filter the files" onSubmit={submit} noValidate>
      {problem ? (
        <span className="usa-error-message" role="alert">
          {problem}
        </span>
      ) : null}
      <div className="grid-row grid-gap-2 flex-align-end">
        <div className="grid-col-auto">
          <Label htmlFor="received-from">Received from</Label>
          <input
            className="usa-input"
            id="received-from"
            name="receivedFrom"
            type="date"
            value={draft.receivedFrom}
            onChange={(event) => setDraft({ ...draft, receivedFrom: event.target.value })}
          />
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="received-to">Received to</Label>
          <input
            className="usa-input"
            id="received-to"
            name="receivedTo"
            type="date"
            value={draft.receivedTo}
            onChange={(event) => setDraft({ ...draft, receivedTo: event.target.value })}
          />
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="alc-filter">ALC</Label>
          <TextInput
            id="alc-filter"
            name="alc"
            type="text"
            inputMode="numeric"
            value={draft.alc}
            onChange={(event) => setDraft({ ...draft, alc: event.target.value })}
          />
        </div>
        <div className="grid-col-auto">
          <Button type="submit">Apply filters</Button>
          <Button
            type="button"
            unstyled
            className="margin-left-1"
            onClick={() => {
              setDraft(noFilters);
              setProblem(null);
              onApply(noFilters);
            }}
          >
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
