import type { DatasourceApiName } from '@dnp/contracts';
import { Table } from '@trussworks/react-uswds';
import { useRecord } from '../api/read-record.js';
import { fieldLabel } from '../../../components/source-record/field-labels.js';
import { errorDetail } from '../model/source-result-state.js';
import { FocusedAlert } from './focused-alert.js';
import { TinReveal } from './tin-reveal.js';

type Item = Readonly<Record<string, unknown>>;

function isItemList(value: unknown): value is Item[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One sub-list (addresses, programs, NAICS codes, …) as a table of its own. */
function SubList({ attribute, items }: { attribute: string; items: Item[] }) {
  if (items.length === 0) {
    return (
      <p>
        <strong>{fieldLabel(attribute)}:</strong> none listed.
      </p>
    );
  }
  const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
  return (
    <Table bordered fullWidth scrollable caption={`${fieldLabel(attribute)} (${items.length})`}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {fieldLabel(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={index}>
            {columns.map((column) => (
              <td key={column}>{cellText(item[column])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export interface RecordDetailsProps {
  apiName: DatasourceApiName;
  recordId: string;
  sourceName: string;
  /** The search that returned the record, which a TIN reveal names. */
  searchTransactionId: string | undefined;
}

/**
 * The full record with all its sub-lists, read on demand (the read is audited).
 * Empty attributes are left out; the TIN stays masked until revealed on purpose.
 */
export function RecordDetails({ apiName, recordId, sourceName, searchTransactionId }: RecordDetailsProps) {
  const record = useRecord({ apiName, id: recordId });
  if (record.isPending) return <p>Loading the full {sourceName} record…</p>;
  if (record.isError) {
    return <FocusedAlert heading="The record could not be loaded">{errorDetail(record.error)}</FocusedAlert>;
  }
  const entries = Object.entries(record.data).filter(([key]) => key !== 'id' && key !== 'tinMasked');
  const scalars = entries.filter(([, value]) => !Array.isArray(value) && value !== null && value !== '');
  const lists = entries.filter((entry): entry is [string, Item[]] => isItemList(entry[1]));
  return (
    <>
      <dl className="dnp-record-fields">
        <div className="dnp-record-fields__row">
          <dt>Record ID</dt>
          <dd>{recordId}</dd>
        </div>
        {scalars.map(([key, value]) => (
          <div key={key} className="dnp-record-fields__row">
            <dt>{fieldLabel(key)}</dt>
            <dd>
              {key === 'tin' && record.data.tinMasked && typeof value === 'string' ? (
                <TinReveal
                  apiName={apiName}
                  recordId={recordId}
                  maskedTin={value}
                  searchTransactionId={searchTransactionId}
                />
              ) : (
                cellText(value)
              )}
            </dd>
          </div>
        ))}
      </dl>
      {lists.map(([attribute, items]) => (
        <SubList key={attribute} attribute={attribute} items={items} />
      ))}
    </>
  );
}
