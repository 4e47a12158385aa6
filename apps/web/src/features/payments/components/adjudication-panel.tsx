import { useState } from 'react';
import { useAdjudicate } from '../api/adjudicate.js';
import { useCurrentAsr } from '../api/asr-indicator.js';
import { useHistory } from '../api/payment-detail.js';
import { actionWords } from '../model/adjudication-choices.js';
import { adjudicationWords } from '../model/payment-format.js';
import type { PaymentTarget } from '../model/view-location.js';
import { DecisionFields, type Decision } from './decision-fields.js';
import { DecisionOutcome } from './decision-outcome.js';

/**
 * The determination on one payment. Its current state is the last decision in its
 * history (none: not adjudicated), which is also what the server plans from.
 */
export function AdjudicationPanel({ target, agencyPartyId }: { target: PaymentTarget; agencyPartyId: number }) {
  const history = useHistory(target);
  const asr = useCurrentAsr();
  const decide = useAdjudicate();
  const [recorded, setRecorded] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const current = history.data?.at(-1)?.toStatus ?? null;

  const onDecide = (decision: Decision) => {
    setRecorded(null);
    decide.mutate(
      { ...decision, paymentId: target.paymentId, agencyPartyId },
      {
        onSuccess: () => {
          setRecorded(`${decision.matchAdjudicationStatusTypeCode} (${actionWords[decision.action].toLowerCase()}).`);
          // A fresh form for the next decision: the state it offers actions from has changed.
          setRound((previous) => previous + 1);
        },
      },
    );
  };

  return (
    <section aria-labelledby="decide-heading" className="margin-top-4">
      <h2 id="decide-heading">Record a determination</h2>
      <p>Current state: {adjudicationWords(current)}.</p>
      <DecisionOutcome error={decide.error} recorded={recorded} />
      {history.isSuccess && asr.isSuccess ? (
        <DecisionFields
          key={round}
          idPrefix="decide"
          currents={[current]}
          actor={{ isLevel1AccessGroup: asr.data.isLevel1AccessGroup }}
          busy={decide.isPending}
          submitLabel="Record the determination"
          onDecide={onDecide}
        />
      ) : null}
      {asr.isError ? (
        <p className="usa-error-message">Your group&apos;s role could not be read: try again later.</p>
      ) : null}
    </section>
  );
}
