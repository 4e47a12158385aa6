/** A timestamp as a reviewer reads it, in their own time zone. */
export function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A calendar date (YYYY-MM-DD) without shifting it through a time zone. */
export function formatDate(isoDate: string | null): string {
  if (!isoDate) return '—';
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}
