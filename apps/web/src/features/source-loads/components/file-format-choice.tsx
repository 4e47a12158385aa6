import type { SourceFileFormat } from '@dnp/contracts';
import { Fieldset, Radio } from '@trussworks/react-uswds';

const formats: ReadonlyArray<{ value: SourceFileFormat; label: string; description: string }> = [
  {
    value: 'published',
    label: 'Published file',
    description: 'The file as its publisher issues it (OFAC, SAM, LEIE, Pub 78, Form 990-N, the ARL, the DMF).',
  },
  {
    value: 'records',
    label: 'Records file',
    description:
      'One JSON object a line, {"key": the record’s natural key, "record": the record}, checked field by field. Any source, restricted ones included.',
  },
];

/** The file format, as USWDS tiles with what each is: it decides the sources offered and how the file is read. */
export function FileFormatChoice({
  value,
  onChange,
}: {
  value: SourceFileFormat;
  onChange: (format: SourceFileFormat) => void;
}) {
  return (
    <Fieldset legend="File format">
      {formats.map((format) => (
        <Radio
          key={format.value}
          id={`source-load-format-${format.value}`}
          name="format"
          tile
          value={format.value}
          label={format.label}
          labelDescription={format.description}
          checked={value === format.value}
          onChange={() => onChange(format.value)}
        />
      ))}
    </Fieldset>
  );
}
