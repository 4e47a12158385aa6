import { queryRows, type DbHandle } from '@dnp/db';

/** Scans of the tables and indexes the list could read, as PostgreSQL's statistics count them. */
export type ScanCounts = Map<string, number>;

export async function scanCounts(handle: DbHandle): Promise<ScanCounts> {
  // The statistics reach the views when a backend is idle, at most a second later.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const rows = await queryRows<{ name: string; scans: number }>(
    handle,
    `select relname || ' (sequential)' as name, seq_scan::int as scans from pg_stat_user_tables
      where relname in ('payments', 'match_results', 'agency_parties', 'payment_suppressed_matches')
     union all
     select indexrelname, idx_scan::int from pg_stat_user_indexes
      where relname in ('payments', 'match_results', 'agency_parties', 'payment_suppressed_matches')`,
  );
  return new Map(rows.map((row) => [row.name, row.scans]));
}

/** "payments_matched_amount_idx 400, agency_parties_pkey 10000": what was scanned between two counts. */
export function scansBetween(before: ScanCounts, after: ScanCounts): string {
  const used = [...after].map(([name, scans]) => [name, scans - (before.get(name) ?? 0)] as const);
  const lines = used.filter(([, scans]) => scans > 0).map(([name, scans]) => `${name} ${scans}`);
  return lines.length === 0 ? 'none' : lines.join(', ');
}
