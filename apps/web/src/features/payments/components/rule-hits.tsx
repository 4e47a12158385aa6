import type { PaymentRuleHit } from '@dnp/contracts';
import { Tag } from '@trussworks/react-uswds';

const kindWords = { STOP: 'Stop-payment rule', BUSINESS: 'Business rule' } as const;

/** The rules that fired for a match, each with its long description; one in soft launch says it was not applied. */
export function RuleHits({ hits, headingId }: { hits: PaymentRuleHit[]; headingId: string }) {
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>Rules that fired</h3>
      {hits.length === 0 ? (
        <p>No stop-payment or business rule fired for this match.</p>
      ) : (
        <ul className="usa-list usa-list--unstyled">
          {hits.map((hit) => (
            <li key={`${hit.kind}-${hit.ruleCode}`} className="margin-bottom-2">
              <strong>
                {kindWords[hit.kind]} {hit.ruleCode}
              </strong>{' '}
              {hit.applied ? (
                <Tag className="bg-secondary-dark">Applied</Tag>
              ) : (
                <Tag className="bg-base-dark">Soft launch: shown, not applied</Tag>
              )}
              <p className="margin-top-05 margin-bottom-0">{hit.longDesc}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
