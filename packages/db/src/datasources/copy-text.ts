/** COPY's text format: tab between fields, newline after a row, `\N` for null (PostgreSQL manual, COPY "Text Format"). */
export function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  return escapeCopyText(text);
}

const special = /[\\\t\n\r]/;

function escapeCopyText(text: string): string {
  if (!special.test(text)) return text;
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

export function copyRow(values: readonly unknown[]): string {
  return `${values.map(copyField).join('\t')}\n`;
}
