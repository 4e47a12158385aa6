import type { MatchDetail } from '../api/match-detail.js';

/** A record attribute as text: scalars as they are, lists of sub-records left to the record's own screen. */
function shown(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * The source record the party matched, as a record read shows it (its TIN already
 * masked by the server). CCR matches carry none (spec section 3), and a record
 * may have left the source since the run.
 */
export function SourceRecord({ match }: { match: MatchDetail }) {
  const record = match.record;
  return (
    <section>
      <h3>The {match.searchSrcSysTypeCd} record</h3>
      {record ? (
        <dl className="dnp-fields">
          {Object.entries(record.attributes).flatMap(([key, value]) => {
            const text = shown(value);
            return text === null
              ? []
              : [
                  <div key={key} className="dnp-fields__row">
                    <dt className="text-bold">{key}</dt>
                    <dd className="margin-left-0">{text}</dd>
                  </div>,
                ];
          })}
        </dl>
      ) : (
        <p>
          {match.searchSrcSysTypeCd === 'CCR'
            ? 'Entity registration matches carry no source record.'
            : 'The source record is no longer held by the datasource.'}
        </p>
      )}
    </section>
  );
}
