import { queryRows, type DbHandle } from '@dnp/db';
import { paymentApiNames } from './payment-scope.js';

/** One match of a payment with the payee and payment it belongs to and, when suppressed, by whom. */
export interface PaymentMatchRow {
  match_id: string;
  api_name: string;
  record_id: string;
  level: 'CONCLUSIVE' | 'PROBABLE' | 'POSSIBLE';
  match_type: string;
  matched_name: string;
  explanation: unknown;
  matched_at: Date | string;
  source_as_of: string | null;
  file_name: string;
  received_at: Date | string;
  alc: string;
  full_name: string;
  tin: string | null;
  tin_type: string | null;
  payment_amount: string | null;
  payment_id: string;
  schedule_number: string;
  payment_type: string;
  payment_status: string;
  working_payment_date: string;
  payee_account_number: string | null;
  agency_specific_identifier: string | null;
  days_since_death: number | null;
  adjudication_status: string | null;
  match_adjudication_status: string | null;
  adjudication_comment: string | null;
  agency_override: string | null;
  suppression_id: string | null;
  suppressed_by: string | null;
  suppressed_at: Date | string | null;
  suppression_reason: string | null;
}

export interface RuleHitRow {
  api_name: string;
  record_id: string;
  rule_code: string;
  kind: 'STOP' | 'BUSINESS';
  applied: boolean;
  long_desc: string;
}

/** Every match of one payment with a death source: counted ones first (best level first), then suppressed ones. */
export function readPaymentMatches(handle: DbHandle, fileId: number, partyId: number): Promise<PaymentMatchRow[]> {
  return queryRows<PaymentMatchRow>(
    handle,
    `select m.id::text as match_id, m.api_name, m.record_id::text as record_id, m.level, m.match_type,
            m.matched_name, m.explanation, m.matched_at, m.source_as_of::text as source_as_of, f.file_name,
            f.received_at, a.alc, a.full_name, a.tin, a.tin_type, a.payment_amount::text as payment_amount,
            p.payment_id, p.schedule_number, p.payment_type, p.payment_status,
            p.working_payment_date::text as working_payment_date, p.payee_account_number,
            p.agency_specific_identifier, p.days_since_death, p.adjudication_status, p.match_adjudication_status,
            p.adjudication_comment, p.agency_override, s.id::text as suppression_id, s.decided_by as suppressed_by,
            s.decided_at as suppressed_at, s.reason as suppression_reason
       from match_results m
       join payments p on p.file_id = m.file_id and p.party_id = m.party_id
       join agency_files f on f.id = m.file_id
       join agency_parties a on a.file_id = m.file_id and a.party_id = m.party_id
       left join payment_suppressed_matches x
         on x.file_id = m.file_id and x.party_id = m.party_id and x.api_name = m.api_name and x.record_id = m.record_id
       left join match_suppressions s on s.id = x.suppression_id
      where m.file_id = $1 and m.party_id = $2 and m.api_name = any($3::text[])
      order by (x.suppression_id is not null),
               case m.level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 else 3 end, m.score desc, m.id`,
    [fileId, partyId, paymentApiNames],
  );
}

/** The rules that fired on one payment, keyed by the matched record they fired for. */
export async function readRuleHits(
  handle: DbHandle,
  fileId: number,
  partyId: number,
): Promise<Map<string, RuleHitRow[]>> {
  const rows = await queryRows<RuleHitRow>(
    handle,
    `select api_name, record_id::text as record_id, rule_code, kind, applied, long_desc
       from payment_rule_hits where file_id = $1 and party_id = $2 order by kind, rule_code`,
    [fileId, partyId],
  );
  const byRecord = new Map<string, RuleHitRow[]>();
  for (const row of rows) {
    const key = `${row.api_name}:${row.record_id}`;
    byRecord.set(key, [...(byRecord.get(key) ?? []), row]);
  }
  return byRecord;
}
