import type { PaymentSuppressionNote } from '@dnp/contracts';
import { Alert, Button } from '@trussworks/react-uswds';
import { FocusOnMount } from '../../../components/focus-on-mount.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { useLiftSuppression } from '../api/lift-suppression.js';
import { formatTimestamp } from '../model/payment-format.js';

/**
 * A match an earlier false-positive decision keeps from counting: who decided, when and why.
 * The level-1 group may lift it, so the same payee and record raise a match again.
 */
export function SuppressionNote({
  note,
  source,
  mayLift,
}: {
  note: PaymentSuppressionNote;
  source: string;
  mayLift: boolean;
}) {
  const lift = useLiftSuppression();
  return (
    <div className="usa-summary-box margin-y-2">
      <div className="usa-summary-box__body">
        <p className="usa-summary-box__heading text-bold">Suppressed as a false positive: this match does not count</p>
        <p>
          {note.decidedBy} decided on {formatTimestamp(note.decidedAt)} that this {source} record is not this payee
          {note.reason ? `: “${note.reason}”` : ' (no comment given)'}.
        </p>
        {mayLift ? (
          <Button
            type="button"
            outline
            disabled={lift.isPending || lift.isSuccess}
            onClick={() => lift.mutate(note.suppressionId)}
          >
            {lift.isPending ? 'Lifting…' : 'Lift this suppression'}
          </Button>
        ) : null}
        {lift.isError ? (
          <FocusOnMount>
            <Alert type="error" headingLevel="h3" heading="The suppression was not lifted" slim>
              {refusalText(lift.error)}
            </Alert>
          </FocusOnMount>
        ) : null}
        {lift.isSuccess ? (
          <FocusOnMount>
            <Alert type="success" headingLevel="h3" heading="Suppression lifted" slim>
              From the next payment file, this payee and record raise a match again.
            </Alert>
          </FocusOnMount>
        ) : null}
      </div>
    </div>
  );
}
