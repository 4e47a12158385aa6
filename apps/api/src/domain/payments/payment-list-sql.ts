import type { PaymentSortColumn, PaymentsQuery } from '@dnp/contracts';
import { levelRankSql } from '../batch-match/batch-file.js';
import { apiNameOfSource, paymentApiNames } from './payment-scope.js';

/** Sort keys as SQL over the listed columns: a whitelist, so no caller text reaches the query. */
const sortSql: Record<PaymentSortColumn, string> = {
  paymentId: 'payment_id',
  agencyPartyId: 'party_id::bigint',
  agencyAlcCode: 'alc',
  scheduleNumber: 'schedule_number',
  matchTimestamp: 'matched_at',
  matchLevelNumber: 'best',
  matchCount: 'match_count',
  paymentTypeCode: 'payment_type',
  paymentAmount: 'payment_amount',
  paymentStatusCode: 'payment_status',
  workingPaymentDate: 'working_payment_date',
  payeeName: 'full_name',
  tinTypeCode: 'tin_type',
  payeeCityName: 'city_name',
  payeeStateCode: 'state_code',
  paymentAdjudicationStatusTypeCode: 'adjudication_status',
  agencyOverrideDesc: 'agency_override',
};

export interface PaymentListRow {
  file_id: string;
  party_id: string;
  payment_id: string;
  schedule_number: string;
  agency_src_sys: string;
  payment_type: string;
  payment_amount: string | null;
  payment_status: string;
  working_payment_date: string;
  payee_address_line2: string | null;
  payee_account_number: string | null;
  stop_rule_applied: boolean;
  business_rule_applied: boolean;
  soft_launch: boolean;
  adjudication_status: string | null;
  agency_override: string | null;
  alc: string;
  full_name: string;
  tin: string | null;
  tin_type: string | null;
  address_line1: string | null;
  city_name: string | null;
  state_code: string | null;
  postal_code: string | null;
  best: number | null;
  /** Counts arrive as a string (node-postgres) or a number (PGlite): read them through Number. */
  match_count: string | number;
  sources: string[] | null;
  matched_at: Date | string | null;
  suppressed_count: string | number;
  decisions: string | number;
  last_group: string | null;
}

/**
 * The screened payments of the caller's tree as one set-based statement, driven by the matches
 * (a few per cent of a file's payments) rather than by every payment: counted matches grouped
 * per payment (a match a suppression covered is listed in payment_suppressed_matches and counts
 * for nothing) ⨝ payments ⨝ the payee. Parameters: $1 visible groups, $2 payment api names, then
 * the filters; the caller adds order, limit and offset. The history columns are read for the
 * page only (paymentHistorySql).
 */
export function paymentListSql(input: {
  visibleGroupIds: readonly string[];
  query: PaymentsQuery;
  groupIds: readonly string[] | null;
}): { text: string; params: unknown[] } {
  const q = input.query;
  const adjudication = q['filter[paymentAdjudicationStatusTypeCode]'];
  const source = q['filter[datasource]'];
  const params: unknown[] = [
    [...input.visibleGroupIds],
    paymentApiNames,
    input.groupIds,
    q['filter[agencyAlcCode]']?.split(',') ?? null,
    q['filter[workingPaymentDateFrom]'] ?? null,
    q['filter[workingPaymentDateTo]'] ?? null,
    q['filter[paymentStatusCode]'] ?? null,
    adjudication === undefined || adjudication === 'OPEN' ? null : adjudication,
    adjudication === 'OPEN',
    q['filter[paymentTypeCode]'] ?? null,
    q['filter[matchLevelNumber]'] ?? null,
    source === undefined ? null : apiNameOfSource(source),
    q['filter[paymentAmountFrom]'] ?? null,
    q['filter[paymentAmountTo]'] ?? null,
    q['filter[suppressed]'] === 'true',
  ];
  const text = `
    with files as (
      select f.id from agency_files f
       where f.area = 'payment' and f.access_group_id = any($1::text[])
         and ($3::text[] is null or f.access_group_id = any($3::text[]))),
    counted as (
      select m.file_id, m.party_id, min(${levelRankSql('m.level')}) as best, count(*) as match_count,
             array_agg(distinct m.api_name) as sources, max(m.matched_at) as matched_at
        from match_results m join files on files.id = m.file_id
       where m.api_name = any($2::text[])
         and not exists (
           select 1 from payment_suppressed_matches x
            where x.file_id = m.file_id and x.party_id = m.party_id and x.api_name = m.api_name
              and x.record_id = m.record_id)
       group by m.file_id, m.party_id),
    suppressed as (
      select x.file_id, x.party_id, count(*) as suppressed_count, max(m.matched_at) as matched_at
        from payment_suppressed_matches x join files on files.id = x.file_id
        join match_results m on m.file_id = x.file_id and m.party_id = x.party_id and m.api_name = x.api_name
                            and m.record_id = x.record_id
       group by x.file_id, x.party_id),
    listed as (
      select c.file_id, c.party_id, c.best, c.match_count, c.sources,
             coalesce(c.matched_at, s.matched_at) as matched_at, coalesce(s.suppressed_count, 0) as suppressed_count
        from counted c left join suppressed s on s.file_id = c.file_id and s.party_id = c.party_id
       where not $15::boolean
      union all
      select s.file_id, s.party_id, null, 0, null, s.matched_at, s.suppressed_count
        from suppressed s
       where $15::boolean and not exists (select 1 from counted c where c.file_id = s.file_id and c.party_id = s.party_id))
    select * from (
      select p.file_id::text as file_id, p.party_id::text as party_id, p.payment_id, p.schedule_number,
             p.agency_src_sys, p.payment_type, a.payment_amount::text as payment_amount, p.payment_status,
             p.working_payment_date::text as working_payment_date, p.payee_address_line2, p.payee_account_number,
             p.stop_rule_applied, p.business_rule_applied, p.soft_launch, p.adjudication_status, p.agency_override,
             a.alc, a.full_name, a.tin, a.tin_type, a.address_line1, a.city_name, a.state_code, a.postal_code,
             l.best, l.match_count, l.sources, l.matched_at, l.suppressed_count, a.payment_amount as amount
        from listed l
        -- Lateral and limited (a key lookup, never flattened), so each listed payment is read by its
        -- key: the planner, misjudging the CTE's size, would otherwise scan every payee to hash them.
        cross join lateral (
          select p.* from payments p where p.file_id = l.file_id and p.party_id = l.party_id limit 1) p
        cross join lateral (
          select a.* from agency_parties a where a.file_id = l.file_id and a.party_id = l.party_id limit 1) a
       where ($4::text[] is null or a.alc = any($4::text[]))
         and ($5::date is null or p.working_payment_date >= $5::date)
         and ($6::date is null or p.working_payment_date <= $6::date)
         and ($7::text is null or p.payment_status = $7::text)
         and ($8::text is null or p.adjudication_status = $8::text)
         and (not $9::boolean or p.adjudication_status is null)
         and ($10::text is null or p.payment_type = $10::text)
         and ($11::int is null or l.best = $11::int)
         and ($12::text is null or $12::text = any(l.sources))
         and ($13::numeric is null or a.payment_amount >= $13::numeric)
         and ($14::numeric is null or a.payment_amount <= $14::numeric)
    ) page`;
  return { text, params };
}

/**
 * One page of the list in its order, with each listed payment's decision count and the group of
 * its latest decision: read for the page's payments only. Parameters $16 and $17: limit, offset.
 */
export function pagedPaymentsSql(text: string, sort: PaymentsQuery['sort']): string {
  const order = paymentOrderSql(sort);
  return `
    select q.*, h.decisions, h.last_group
      from (${text} ${order} limit $16 offset $17) q
     cross join lateral (
       select count(*) as decisions,
              (select d.access_group_id from payment_adjudications d
                where d.file_id = q.file_id::bigint and d.party_id = q.party_id::bigint
                order by d.decided_at desc, d.id desc limit 1) as last_group
         from payment_adjudications d where d.file_id = q.file_id::bigint and d.party_id = q.party_id::bigint) h
     ${order}`;
}

/** ORDER BY for a parsed sort (latest payment date first when none), ties broken by the payment's key. */
export function paymentOrderSql(sort: PaymentsQuery['sort']): string {
  const { column, descending } = sort ?? { column: 'workingPaymentDate' as const, descending: true };
  const direction = descending ? 'desc' : 'asc';
  // Amounts sort as numbers, not as the text they are sent as.
  const key = column === 'paymentAmount' ? 'amount' : sortSql[column];
  return `order by ${key} ${direction} nulls last, file_id::bigint ${direction}, party_id::bigint ${direction}`;
}
