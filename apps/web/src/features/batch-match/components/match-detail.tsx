import { Alert } from '@trussworks/react-uswds';
import { MatchExplanation } from '../../../components/match-explanation/match-explanation.js';
import { matchDetailFilter, useMatchDetail, type MatchDetail, type MatchTarget } from '../api/match-detail.js';
import { batchMatchPaths } from '../api/paths.js';
import { formatTimestamp } from '../model/file-summaries.js';
import { refusalText } from '../../../lib/http/refusal-text.js';
import { DownloadButton } from '../../../components/download/download-button.js';
import { FieldList } from '../../../components/source-record/field-list.js';
import { SourceRecord } from '../../../components/source-record/source-record.js';

/** One party's matches at one source: what the agency sent, why it matched, and the source record. */
export function MatchDetailView({ target }: { target: MatchTarget }) {
  const detail = useMatchDetail(target);
  const matches = detail.data ?? [];
  const first = matches[0];
  return (
    <>
      <h1>
        {first
          ? `${first.agencySourceFullName} in ${target.source}`
          : `Party ${target.agencyPartyId} in ${target.source}`}
      </h1>
      <DownloadButton
        path={batchMatchPaths.matchDetailCsv(target.fileId)}
        query={matchDetailFilter(target)}
        fileName={`batch-match-${target.fileId}-party-${target.agencyPartyId}-${target.source}.csv`}
      >
        Download this match detail (CSV)
      </DownloadButton>
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

const levelWords = { CONCLUSIVE: 'Conclusive', PROBABLE: 'Probable', POSSIBLE: 'Possible' } as const;

function OneMatch({ match, index }: { match: MatchDetail; index: number }) {
  const headingId = `match-${index}`;
  const sent: [string, string][] = [
    ['Name as sent', match.agencySourceFullName],
    ['TIN', match.agencyTin ?? '—'],
    ['TIN type', match.agencyTinTypeCode ?? '—'],
    ['ALC', match.agencyAlcCode],
    ['Payment amount', match.paymentAmount ? `$${match.paymentAmount}` : '—'],
    ['File received', formatTimestamp(match.fileReceivedDate)],
    ['Matched', formatTimestamp(match.matchTimestamp)],
  ];
  return (
    <section aria-labelledby={headingId} className="margin-top-4">
      <h2 id={headingId}>
        {levelWords[match.matchLevelCode]}: {match.matchTypePortalDisplayText}
      </h2>
      <h3>What the agency sent</h3>
      <FieldList fields={sent} />
      <MatchExplanation
        headingId={`${headingId}-why`}
        match={{
          score: match.score,
          level: match.matchLevelCode,
          matchTypePortalDisplayText: match.matchTypePortalDisplayText,
          matchedName: match.matchedName,
          explanation: match.explanation,
        }}
      />
      <SourceRecord match={match} />
    </section>
  );
}
