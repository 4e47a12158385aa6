import type { MatchInfo } from '@dnp/contracts';
import { Table } from '@trussworks/react-uswds';
import { contributionPoints, levelLabel, scorePercent } from './match-points.js';
import './match-explanation.css';

/** Bars are drawn against the whole score: one reason can at most be worth all 100 points. */
function ContributionBar({ contribution }: { contribution: number }) {
  const width = `${Math.min(100, Math.round(Math.abs(contribution) * 100))}%`;
  return (
    <span className="dnp-contribution" aria-hidden="true">
      <span
        className={contribution < 0 ? 'dnp-contribution__bar dnp-contribution__bar--against' : 'dnp-contribution__bar'}
        style={{ width }}
      />
    </span>
  );
}

/**
 * Why a record matched, for someone who has not read the matching method: each
 * reason the engine found, in its own sentence, with the points it added or took away.
 */
export function MatchExplanation({ match, headingId }: { match: MatchInfo; headingId: string }) {
  return (
    // A group, not a landmark: a payment's detail shows one for each of its matches, and landmarks' names must differ.
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>Why it matched</h3>
      <p>
        The score is out of 100: each reason below adds or takes away points. {levelLabel(match.level)} is the match
        level the portal&apos;s rules give ({match.matchTypePortalDisplayText}). Matched against the name &ldquo;
        {match.matchedName}&rdquo;.
      </p>
      <Table bordered fullWidth caption={`How the score of ${scorePercent(match.score)} was reached`}>
        <thead>
          <tr>
            <th scope="col">Reason</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {match.explanation.map((feature, index) => (
            <tr key={`${feature.name}-${index}`}>
              <td>{feature.text}</td>
              <td className="dnp-points">
                <span className="dnp-points__value">{contributionPoints(feature.contribution)}</span>
                <ContributionBar contribution={feature.contribution} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Score (0 to 100, capped)</th>
            <td className="dnp-points">
              <span className="dnp-points__value">{Math.round(match.score * 100)}</span>
            </td>
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
