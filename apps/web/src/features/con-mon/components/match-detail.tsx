import { Alert } from '@trussworks/react-uswds';
import { MatchExplanation } from '../../../components/match-explanation/match-explanation.js';
import { FieldList } from '../../../components/source-record/field-list.js';
import { SourceRecord } from '../../../components/source-record/source-record.js';
import { formatTimestamp } from '../../../lib/format/dates.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { useMatchDetail, type MatchDetail, type MatchTarget } from '../api/match-detail.js';
import { levelWords } from '../model/monitored-files.js';

/** One party's matches at one source: what the agency sent, when and why it matched, and the source record. */
export function MatchDetailView({ target }: { target: MatchTarget }) {
  const detail = useMatchDetail(target);
  const matches = detail.data ?? [];
  const name = matches.find((match) => match.agencySourceFullName)?.agencySourceFullName;
  return (
    <>
      <h1>{name ? `${name} in ${target.source}` : `Party ${target.agencyPartyId} in ${target.source}`}</h1>
      {detail.isPending ? <p>Loading the match…</p> : null}
      {detail.isError ? (
        <Alert type="error" headingLevel="h2" heading="This match could not be shown">
          {refusalText(detail.error)}
        </Alert>
      ) : null}
      {detail.isSuccess && matches.length === 0 ? (
        <Alert type="info" headingLevel="h2" heading="No match to show">
          This party has no match at {target.source} in file {target.fileId}.
        </Alert>
      ) : null}
      {matches.map((match, index) => (
        <OneMatch key={match.id} match={match} index={index} />
      ))}
    </>
  );
}

function OneMatch({ match, index }: { match: MatchDetail; index: number }) {
  const headingId = `match-${index}`;
  const sent: [string, string][] = [
    ['Name as sent', match.agencySourceFullName ?? '—'],
    ['TIN', match.agencyTin ?? '—'],
    ['TIN type', match.agencyTinTypeCode ?? '—'],
    ['ALC', match.agencyAlcCode],
    ['Payment amount', match.paymentAmount ? `$${match.paymentAmount}` : '—'],
    ['File received', formatTimestamp(match.fileReceivedDate)],
    ['Matched', formatTimestamp(match.matchTimestamp)],
    ['Found by load', match.matchedByLoadId ?? 'the enrollment run'],
    [
      'Withdrawn',
      match.withdrawnDate ? `${formatTimestamp(match.withdrawnDate)} (load ${match.withdrawnByLoadId ?? '—'})` : 'no',
    ],
  ];
  return (
    <section aria-labelledby={headingId} className="margin-top-4">
      <h2 id={headingId}>
        {levelWords[match.matchLevelCode]}: {match.matchTypePortalDisplayText}
      </h2>
      {match.withdrawnDate ? (
        <Alert type="info" headingLevel="h3" heading="This match was withdrawn" slim>
          A later load of {match.searchSrcSysTypeCd} removed or corrected the record it was made with.
        </Alert>
      ) : null}
      <h3>What the agency sent</h3>
      <FieldList fields={sent} />
      {match.explanation && match.score !== undefined ? (
        <MatchExplanation
          headingId={`${headingId}-why`}
          match={{
            score: match.score,
            level: match.matchLevelCode,
            matchTypePortalDisplayText: match.matchTypePortalDisplayText,
            matchedName: match.matchedName ?? '',
            explanation: match.explanation,
          }}
        />
      ) : null}
      <SourceRecord match={match} />
    </section>
  );
}
