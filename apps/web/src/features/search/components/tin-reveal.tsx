import type { DatasourceApiName } from '@dnp/contracts';
import { Alert, Button, ButtonGroup, Form } from '@trussworks/react-uswds';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRevealTin } from '../api/reveal-tin.js';
import { errorDetail } from '../model/source-result-state.js';
import { FocusedAlert } from './focused-alert.js';
import { TextField } from './text-field.js';

export interface TinRevealProps {
  apiName: DatasourceApiName;
  recordId: string;
  maskedTin: string;
  /** The search whose results showed the record: the server shows a TIN only for a record it returned. */
  searchTransactionId: string | undefined;
}

/** The API's bounds on the reason (contracts TinRevealBody). */
const MIN_REASON = 3;
const MAX_REASON = 200;

function checkReason(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length < MIN_REASON) return 'Say why you need the full number (at least 3 characters)';
  if (length > MAX_REASON) return `Keep the reason to ${MAX_REASON} characters or fewer`;
  return undefined;
}

/**
 * A TIN stays masked until the user asks for it on purpose, with a reason; the
 * server records the reveal in the audit log, and the screen says so.
 */
export function TinReveal({ apiName, recordId, maskedTin, searchTransactionId }: TinRevealProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reveal = useRevealTin();
  const reasonId = `tin-reason-${apiName}-${recordId}`;
  const askButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // After Cancel the button that opened the form is back in its place: focus returns to it.
  useEffect(() => {
    if (!asking && wasAsking.current) askButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (reveal.data) {
    return (
      <>
        <span className="dnp-tin">{reveal.data}</span>
        <Alert type="success" headingLevel="h4" slim className="margin-top-1" role="status">
          The full TIN is shown. The reveal was recorded in the audit log with your reason.
        </Alert>
      </>
    );
  }

  // The server shows a TIN only for a record a search of the user's returned, named by its transaction id.
  if (!searchTransactionId) return <span className="dnp-tin">{maskedTin}</span>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A form inside the dialog must not submit the search form behind it.
    event.stopPropagation();
    const problem = checkReason(reason);
    setError(problem);
    if (!problem) reveal.mutate({ apiName, id: recordId, reason: reason.trim(), searchTransactionId });
  };

  return (
    <>
      <span className="dnp-tin">{maskedTin}</span>{' '}
      {asking ? (
        <Form onSubmit={submit} className="maxw-mobile-lg" aria-label="Show the full TIN" noValidate>
          <TextField
            id={reasonId}
            name="reason"
            label="Why do you need the full TIN?"
            hint="Recorded in the audit log with your name. 3 to 200 characters."
            value={reason}
            onValueChange={setReason}
            error={error}
            maxLength={MAX_REASON}
            autoFocus
          />
          {reveal.isError ? (
            <FocusedAlert slim className="margin-top-1">
              The TIN was not shown: {errorDetail(reveal.error)}
            </FocusedAlert>
          ) : null}
          <ButtonGroup className="margin-top-1">
            <Button type="submit" disabled={reveal.isPending}>
              {reveal.isPending ? 'Showing…' : 'Show TIN'}
            </Button>
            <Button
              type="button"
              outline
              onClick={() => {
                setAsking(false);
                setError(undefined);
              }}
            >
              Cancel
            </Button>
          </ButtonGroup>
        </Form>
      ) : (
        <Button type="button" unstyled ref={askButton} onClick={() => setAsking(true)}>
          Show full TIN
        </Button>
      )}
    </>
  );
}
