import {
  paymentAdjudicationStatuses,
  paymentSourceCodes,
  paymentStatuses,
  type PaymentSourceCode,
  type PaymentStatus,
} from '@dnp/contracts';
import { Button, Checkbox, Fieldset, Label, Select, TextInput } from '@trussworks/react-uswds';
import { useState, type FormEvent } from 'react';
import { useFilterAlcs } from '../api/filter-options.js';
import {
  filterProblem,
  noPaymentFilters,
  type AdjudicationFilter,
  type PaymentFilters,
} from '../model/payment-filters.js';
import { refusalText } from '../../../lib/http/refusal-text.js';

interface PaymentFiltersFormProps {
  value: PaymentFilters;
  onApply: (next: PaymentFilters) => void;
}

/** The list's filters; applied on submit, so typing an amount does not fetch at every key. */
export function PaymentFiltersForm({ value, onApply }: PaymentFiltersFormProps) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const alcs = useFilterAlcs();
  const set = <K extends keyof PaymentFilters>(key: K, next: PaymentFilters[K]) => setDraft({ ...draft, [key]: next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = filterProblem(draft);
    setProblem(found);
    if (!found) onApply(draft);
  };
  return (
    <form aria-label="Filter the payments" onSubmit={submit} noValidate className="dnp-payment-filters">
      {problem ? (
        <span className="usa-error-message" role="alert">
          {problem}
        </span>
      ) : null}
      <div className="grid-row grid-gap-2 flex-align-end">
        <div className="grid-col-auto">
          <Label htmlFor="payment-alc">ALC</Label>
          <Select id="payment-alc" name="alc" value={draft.alc} onChange={(event) => set('alc', event.target.value)}>
            <option value="">All ALCs</option>
            {(alcs.data ?? []).map((alc) => (
              <option key={alc} value={alc}>
                {alc}
              </option>
            ))}
          </Select>
          {alcs.isError ? (
            <span className="usa-hint">The ALC list could not be loaded: {refusalText(alcs.error)}</span>
          ) : null}
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="payment-date-from">Payment date from</Label>
          <input
            className="usa-input"
            id="payment-date-from"
            type="date"
            value={draft.dateFrom}
            onChange={(event) => set('dateFrom', event.target.value)}
          />
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="payment-date-to">Payment date to</Label>
          <input
            className="usa-input"
            id="payment-date-to"
            type="date"
            value={draft.dateTo}
            onChange={(event) => set('dateTo', event.target.value)}
          />
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="payment-status">Payment status</Label>
          <Select
            id="payment-status"
            name="paymentStatus"
            value={draft.paymentStatus}
            onChange={(event) => set('paymentStatus', event.target.value as PaymentStatus | '')}
          >
            <option value="">Any</option>
            {paymentStatuses.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </Select>
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="payment-adjudication">Adjudication status</Label>
          <Select
            id="payment-adjudication"
            name="adjudicationStatus"
            value={draft.adjudicationStatus}
            onChange={(event) => set('adjudicationStatus', event.target.value as AdjudicationFilter)}
          >
            <option value="">Any</option>
            <option value="OPEN">Not adjudicated</option>
            {paymentAdjudicationStatuses.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </Select>
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="payment-level">Match level</Label>
          <Select
            id="payment-level"
            name="matchLevel"
            value={draft.matchLevel}
            onChange={(event) => set('matchLevel', event.target.value as PaymentFilters['matchLevel'])}
          >
            <option value="">Any</option>
            <option value="1">Conclusive</option>
            <option value="2">Probable</option>
            <option value="3">Possible</option>
          </Select>
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="payment-source">Source</Label>
          <Select
            id="payment-source"
            name="source"
            value={draft.source}
            onChange={(event) => set('source', event.target.value as PaymentSourceCode | '')}
          >
            <option value="">Any</option>
            {paymentSourceCodes.map((source) => (
              <option key={source}>{source}</option>
            ))}
          </Select>
        </div>
      </div>
      <div className="grid-row grid-gap-2 flex-align-end">
        <Fieldset legend="Amount" className="grid-col-auto dnp-amount-range">
          <div className="grid-row grid-gap-1">
            <div className="grid-col-auto">
              <Label htmlFor="payment-amount-min">Smallest amount</Label>
              <TextInput
                id="payment-amount-min"
                name="amountMin"
                type="text"
                inputMode="decimal"
                value={draft.amountMin}
                onChange={(event) => set('amountMin', event.target.value)}
              />
            </div>
            <div className="grid-col-auto">
              <Label htmlFor="payment-amount-max">Largest amount</Label>
              <TextInput
                id="payment-amount-max"
                name="amountMax"
                type="text"
                inputMode="decimal"
                value={draft.amountMax}
                onChange={(event) => set('amountMax', event.target.value)}
              />
            </div>
          </div>
        </Fieldset>
        <div className="grid-col-auto padding-bottom-1">
          <Checkbox
            id="payment-suppressed"
            name="suppressed"
            label="Only payments whose matches were all suppressed as false positives"
            checked={draft.suppressed}
            onChange={(event) => set('suppressed', event.target.checked)}
          />
        </div>
        <div className="grid-col-auto">
          <Button type="submit">Apply filters</Button>
          <Button
            type="button"
            unstyled
            className="margin-left-1"
            onClick={() => {
              setDraft(noPaymentFilters);
              setProblem(null);
              onApply(noPaymentFilters);
            }}
          >
            Clear filters
          </Button>
        </div>
      </div>
    </form>
  );
}
