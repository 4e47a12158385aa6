import './field-list.css';

/** Labelled values as a description list, labels in a column of their own. */
export function FieldList({ fields }: { fields: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="dnp-fields">
      {fields.map(([label, value]) => (
        <div key={label} className="dnp-fields__row">
          <dt className="text-bold">{label}</dt>
          <dd className="margin-left-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
