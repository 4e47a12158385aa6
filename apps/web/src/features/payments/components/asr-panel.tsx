import { Alert, Button, ButtonGroup, Label, Select } from '@trussworks/react-uswds';
import { useRef, useState } from 'react';
import { FocusOnMount } from '../../../components/focus-on-mount.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { previousPeriod, useAsrState, useSubmitAsr, type AsrPeriod } from '../api/asr-indicator.js';

const monthNames = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2000, index, 1)).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' }),
);

export function periodWords(period: AsrPeriod): string {
  return `${monthNames[period.month - 1] ?? period.month} ${period.year}`;
}

/**
 * The adjudication summary report (ASR) of a month: whether it was submitted, and for
 * the level-1 group the submission itself, confirmed first because it locks the month. The
 * confirmation is in the page, not a modal: the answer takes focus when it comes, and a modal
 * closing hands focus back to its opener at a moment of its own choosing.
 */
export function AsrPanel() {
  const [period, setPeriod] = useState<AsrPeriod>(previousPeriod);
  const asr = useAsrState(period);
  const submit = useSubmitAsr();
  const opener = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 6 }, (_, index) => thisYear - index);
  const choose = (next: AsrPeriod) => {
    setPeriod(next);
    setSubmitted(null);
    setConfirming(false);
    submit.reset();
  };

  const confirm = () => {
    setConfirming(false);
    const words = periodWords(period);
    submit.mutate(
      { reportMonth: String(period.month).padStart(2, '0'), reportYear: String(period.year) },
      { onSuccess: () => setSubmitted(words) },
    );
  };

  return (
    <section aria-labelledby="asr-heading" className="margin-top-4">
      <h2 id="asr-heading">Adjudication summary report</h2>
      <div className="grid-row grid-gap-2">
        <div className="grid-col-auto">
          <Label htmlFor="asr-month">Report month</Label>
          <Select
            id="asr-month"
            name="reportMonth"
            value={period.month}
            onChange={(event) => choose({ ...period, month: Number(event.target.value) })}
          >
            {monthNames.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid-col-auto">
          <Label htmlFor="asr-year">Report year</Label>
          <Select
            id="asr-year"
            name="reportYear"
            value={period.year}
            onChange={(event) => choose({ ...period, year: Number(event.target.value) })}
          >
            {years.map((year) => (
              <option key={year}>{year}</option>
            ))}
          </Select>
        </div>
      </div>
      <div aria-live="polite" className="margin-top-2">
        {asr.isPending ? <p>Checking {periodWords(period)}…</p> : null}
        {asr.isError ? <p className="usa-error-message">{refusalText(asr.error)}</p> : null}
        {asr.data ? (
          <p>
            {asr.data.alreadySubmitted
              ? `${periodWords(period)} has been submitted: its determinations are locked.`
              : `${periodWords(period)} has not been submitted.`}{' '}
            {asr.data.isLevel1AccessGroup
              ? ''
              : 'Your access group is not the level-1 group of its agency: the level-1 group submits the report.'}
          </p>
        ) : null}
      </div>
      {submitted ? (
        <FocusOnMount>
          <Alert type="success" headingLevel="h3" heading="Report submitted">
            {submitted} is submitted for your agency.
          </Alert>
        </FocusOnMount>
      ) : null}
      {submit.isError ? (
        <FocusOnMount>
          <Alert type="error" headingLevel="h3" heading={`${periodWords(period)} could not be submitted`}>
            {refusalText(submit.error)}
          </Alert>
        </FocusOnMount>
      ) : null}
      {asr.data?.isLevel1AccessGroup && !asr.data.alreadySubmitted && !confirming ? (
        <Button
          ref={opener}
          type="button"
          className="margin-top-2"
          disabled={submit.isPending}
          onClick={() => setConfirming(true)}
        >
          {submit.isPending ? 'Submitting…' : `Submit ${periodWords(period)}`}
        </Button>
      ) : null}
      {confirming ? (
        <FocusOnMount className="usa-alert usa-alert--warning margin-top-2">
          <div className="usa-alert__body" role="group" aria-labelledby="asr-confirm-heading">
            <h3 id="asr-confirm-heading" className="usa-alert__heading">
              Submit {periodWords(period)}?
            </h3>
            <p className="usa-alert__text">
              The report counts every submitted determination of your agency&apos;s access groups for the month. Once it
              is submitted, the month&apos;s determinations are locked.
            </p>
            <ButtonGroup>
              <Button type="button" onClick={confirm}>
                Submit the report
              </Button>
              <Button
                type="button"
                outline
                onClick={() => {
                  setConfirming(false);
                  // Back to the button that asked, which is shown again.
                  requestAnimationFrame(() => opener.current?.focus());
                }}
              >
                Go back
              </Button>
            </ButtonGroup>
          </div>
        </FocusOnMount>
      ) : null}
    </section>
  );
}
