import type { PaymentSourceRecordResource } from '@dnp/contracts';
import { Alert } from '@trussworks/react-uswds';
import { MatchExplanation } from '../../../components/match-explanation/match-explanation.js';
import { FieldList } from '../../../components/source-record/field-list.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { useCurrentAsr } from '../api/asr-indicator.js';
import { usePaymentDetail, type PaymentMatch } from '../api/payment-detail.js';
import { recordsOfMatch, scoreOfExplanation } from '../model/match-records.js';
import { formatDate, formatMoney, formatTimestamp } from '../model/payment-format.js';
import type { PaymentTarget } from '../model/view-location.js';
import { AdjudicationHistory } from './adjudication-history.js';
import { AdjudicationPanel } from './adjudication-panel.js';
import { PayeeAndRecord } from './payee-and-record.js';
import { RuleHits } from './rule-hits.js';
import { SuppressionNote } from './suppression-note.js';

const levelWords = { CONCLUSIVE: 'Conclusive', PROBABLE: 'Probable', POSSIBLE: 'Possible' } as const;

/** One payment: its matches beside the death records, the rules that fired, suppressions, history and the decision. */
export function PaymentDetailView({ target }: { target: PaymentTarget }) {
  const detail = usePaymentDetail(target);
  const asr = useCurrentAsr();
  const data = detail.data;
  const first = data?.matches[0];

  return (
    <>
      <h1>{first ? `Payment ${target.paymentId} to ${first.payeeName}` : `Payment ${target.paymentId}`}</h1>
      {detail.isPending ? <p>Loading the payment…</p> : null}
      {detail.isError ? (
        <Alert type="error" headingLevel="h2" heading="This payment could not be shown">
          {refusalText(detail.error)}
        </Alert>
      ) : null}
      {data && first ? (
        <>
          <FieldList
            fields={[
              ['Status', first.paymentStatusCode],
              ['Amount', formatMoney(first.paymentAmount)],
              ['Payment date', formatDate(first.workingPaymentDate)],
              ['Payment type', first.paymentTypeCode],
              ['ALC', first.agencyAlcCode],
              ['Schedule', first.scheduleNumber],
              ['File', `${first.businessFileName}, received ${formatTimestamp(first.fileReceivedTimestamp)}`],
            ]}
          />
          {data.matches.map((match, index) => (
            <MatchSection
              key={match.id}
              match={match}
              index={index}
              records={recordsOfMatch(match, data.records)}
              mayLift={asr.data?.isLevel1AccessGroup ?? false}
            />
          ))}
          <AdjudicationPanel target={target} agencyPartyId={first.agencyPartyId} />
          <AdjudicationHistory target={target} />
        </>
      ) : null}
    </>
  );
}

function MatchSection({
  match,
  index,
  records,
  mayLift,
}: {
  match: PaymentMatch;
  index: number;
  records: PaymentSourceRecordResource[];
  mayLift: boolean;
}) {
  const headingId = `payment-match-${index}`;
  return (
    <section aria-labelledby={headingId} className="margin-top-4 dnp-payment-match">
      <h2 id={headingId}>
        {match.suppression ? 'Suppressed: ' : `${levelWords[match.matchLevelCode]}: `}
        {match.matchTypePortalDisplay} in {match.searchSrcSysTypeCd}
      </h2>
      {match.suppression ? (
        <SuppressionNote note={match.suppression} source={match.searchSrcSysTypeCd} mayLift={mayLift} />
      ) : null}
      <PayeeAndRecord match={match} records={records} headingId={headingId} />
      <MatchExplanation
        headingId={`${headingId}-why`}
        match={{
          score: scoreOfExplanation(match.explanation),
          level: match.matchLevelCode,
          matchTypePortalDisplayText: match.matchTypePortalDisplay,
          matchedName: match.matchedName,
          explanation: match.explanation,
        }}
      />
      <RuleHits hits={match.ruleHits} headingId={`${headingId}-rules`} />
    </section>
  );
}
