import { queryRows, type DbHandle } from '@dnp/db';
import type { PlantedPayee } from './payment-csv.js';

interface Outcome {
  level: string | null;
  status: string;
  sources: string[];
  payments: number;
}

const describe = (row: Outcome) =>
  `${row.level ?? 'no match'} ${row.status === 'UNKNOWN' && row.level === null ? 'ISSUED (from the file)' : row.status}` +
  `${row.sources.length > 0 ? ` [${row.sources.join(', ')}]` : ''}: ${row.payments.toLocaleString('en-US')}`;

/**
 * What screening made of the file: every payment by level and status, then the planted payees by
 * the way they were planted. A payment without a match keeps intake's UNKNOWN and reads ISSUED
 * once the file is screened (docs/payment-rules.md), which the lines say.
 */
export async function plantedOutcomes(
  handle: DbHandle,
  fileId: number,
  planted: readonly PlantedPayee[],
): Promise<string[]> {
  const all = await queryRows<Outcome>(
    handle,
    `select best_match_level as level, payment_status as status, '{}'::text[] as sources, count(*)::int as payments
       from payments where file_id = $1 group by 1, 2 order by 1 nulls last, 2`,
    [fileId],
  );
  const lines = [`the file's payments: ${all.map(describe).join('; ')}`];
  for (const kind of ['name and TIN', 'name, other TIN'] as const) {
    const ids = planted.filter((payee) => payee.kind === kind).map((payee) => payee.agencyPartyId);
    const found = await queryRows<Outcome>(
      handle,
      `select best_match_level as level, payment_status as status, matched_sources as sources, count(*)::int as payments
         from payments where file_id = $1 and party_id = any($2::bigint[])
        group by 1, 2, 3 order by 1 nulls last, 2, 3`,
      [fileId, ids],
    );
    lines.push(`planted by ${kind} (${ids.length.toLocaleString('en-US')}): ${found.map(describe).join('; ')}`);
  }
  return lines;
}
