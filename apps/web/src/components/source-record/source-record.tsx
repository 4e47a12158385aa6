import type { RecordResource, SourceSystemCode } from '@dnp/contracts';
import { fieldLabel } from './field-labels.js';
import { FieldList } from './field-list.js';

/** Attributes about the record rather than of it: its key, and the flag that its TIN is masked. */
const notShown = new Set(['id', 'tinMasked']);

/** A record attribute as text: scalars as they are, lists of sub-records left to the record's own screen. */
function shown(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A record's attributes as a reader's labelled values: empty ones, its key and its mask flag left out. */
export function recordFields(attributes: Readonly<Record<string, unknown>>): Array<readonly [string, string]> {
  return Object.entries(attributes).flatMap(([key, value]) => {
    const text = notShown.has(key) ? null : shown(value);
    return text === null ? [] : [[fieldLabel(key), text] as const];
  });
}

export interface SourceRecordProps {
  match: { searchSrcSysTypeCd: SourceSystemCode; record?: RecordResource | undefined };
}

/**
 * The source record a party matched, as a record read shows it: each attribute under its
 * reader's label, its TIN already masked by the server. CCR matches carry none (spec section 3), and a record
 * may have left the source since the match.
 */
export function SourceRecord({ match }: SourceRecordProps) {
  const record = match.record;
  const fields = record ? recordFields(record.attributes) : [];
  return (
    <section>
      <h3>The {match.searchSrcSysTypeCd} record</h3>
      {record ? (
        <FieldList fields={fields} />
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
