import { BULK_ADJUDICATION_MAX } from '@dnp/contracts';
import { useState } from 'react';
import { useAdjudicateMany } from '../api/adjudicate.js';
import { useCurrentAsr } from '../api/asr-indicator.js';
import type { PaymentRow } from '../api/payment-list.js';
import { actionWords } from '../model/adjudication-choices.js';
import { DecisionFields, type Decision } from './decision-fields.js';
import { DecisionOutcome } from './decision-outcome.js';

/**
 * One determination for the payments selected in the table, all or none: the server
 * refuses the whole request if one of them may not move, so the figures never half-change.
 */
export function BulkAdjudication({ selected, onDone }: { selected: PaymentRow[]; onDone: () => void }) {
  const decide = useAdjudicateMany();
  const asr = useCurrentAsr();
  const [recorded, setRecorded] = useState<string | null>(null);
  if (selected.length === 0 && !recorded && !decide.isError) return null;
  const actor = { isLevel1AccessGroup: asr.data?.isLevel1AccessGroup ?? false };

  const onDecide = (decision: Decision) => {
    setRecorded(null);
    const count = selected.length;
    decide.mutate(
      { ...decision, payments: selected.map(({ paymentId, agencyPartyId }) => ({ paymentId, agencyPartyId })) },
      {
        onSuccess: () => {
          setRecorded(
            `${decision.matchAdjudicationStatusTypeCode} (${actionWords[decision.action].toLowerCase()}) on ${count} ${count === 1 ? 'payment' : 'payments'}.`,
          );
          onDone();
        },
      },
    );
  };

  return (
    <section aria-labelledby="bulk-heading" className="dnp-bulk bg-base-lightest padding-2 margin-bottom-2">
      <h3 id="bulk-heading">
        {selected.length === 0
          ? 'Decide selected payments'
          : `Decide ${selected.length} selected ${selected.length === 1 ? 'payment' : 'payments'}`}
      </h3>
      <DecisionOutcome error={decide.error} recorded={recorded} />
      {selected.length > BULK_ADJUDICATION_MAX ? (
        <p className="usa-error-message">At most {BULK_ADJUDICATION_MAX} payments can be decided at once.</p>
      ) : null}
      {selected.length > 0 ? (
        <DecisionFields
          idPrefix="bulk"
          currents={selected.map((row) => row.paymentAdjudicationStatusTypeCode)}
          actor={actor}
          busy={decide.isPending}
          submitLabel={`Record for ${selected.length} ${selected.length === 1 ? 'payment' : 'payments'}`}
          onDecide={onDecide}
        />
      ) : null}
    </section>
  );
}
