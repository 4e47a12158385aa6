import { matchLevelByNumber, type PaymentSortColumn, type PaymentsQuery } from '@dnp/contracts';
import { apiNameOfSource } from './payment-scope.js';

/** The best counted level as its number (1 the strongest); null without a counted match. */
const levelNumberSql = `case p.best_match_level when 'CONCLUSIVE' then 1 when 'PROBABLE' then 2 when 'POSSIBLE' then 3 end`;

/**
 * Sort keys as SQL over a payment (p) and, for the payee's own columns, its payee (a): a
 * whitelist, so no caller text reaches the query. `nullable` keys sort their nulls last.
 */
const sortSql: Record<PaymentSortColumn, { key: string; payee?: true; nullable?: true }> = {
  paymentId: { key: 'p.payment_id' },
  agencyPartyId: { key: 'p.party_id' },
  agencyAlcCode: { key: 'p.agency_alc_code' },
  scheduleNumber: { key: 'p.schedule_number' },
  matchTimestamp: { key: 'p.last_matched_at', nullable: true },
  matchLevelNumber: { key: levelNumberSql, nullable: true },
  matchCount: { key: 'p.match_count' },
  paymentTypeCode: { key: 'p.payment_type' },
  paymentAmount: { key: 'p.payment_amount' },
  paymentStatusCode: { key: 'p.payment_status' },
  workingPaymentDate: { key: 'p.working_payment_date' },
  payeeName: { key: 'a.full_name', payee: true },
  tinTypeCode: { key: 'a.tin_type', payee: true, nullable: true },
  payeeCityName: { key: 'a.city_name', payee: true, nullable: true },
  payeeStateCode: { key: 'a.state_code', payee: true, nullable: true },
  paymentAdjudicationStatusTypeCode: { key: 'p.adjudication_status', nullable: true },
  agencyOverrideDesc: { key: 'p.agency_override', nullable: true },
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

/** The list's filters as a WHERE over payments (p), and its parameters in order. */
export interface PaymentListFilter {
  where: string;
  params: unknown[];
}

/**
 * The screened payments of the caller's tree the list shows, as conditions on the figures
 * screening keeps on each payment (docs/payments-api.md): those with a counted match (a best
 * level), or with filter[suppressed]=true those whose every match was suppressed (no level, yet
 * a match time). Only the filters given become conditions, so each query is an index range of
 * payments_matched_* (migration 0012) rather than a grouping of matches.
 */
export function paymentListFilter(input: {
  visibleGroupIds: readonly string[];
  query: PaymentsQuery;
  groupIds: readonly string[] | null;
}): PaymentListFilter {
  const q = input.query;
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // A group filter names groups of the caller's tree only (groupFilterOf), so it narrows the tree.
  const conditions = [
    q['filter[suppressed]'] === 'true'
      ? 'p.best_match_level is null and p.last_matched_at is not null'
      : 'p.best_match_level is not null',
    `p.access_group_id = any(${param([...(input.groupIds ?? input.visibleGroupIds)])}::text[])`,
  ];
  const alcs = q['filter[agencyAlcCode]'];
  if (alcs !== undefined) conditions.push(`p.agency_alc_code = any(${param(alcs.split(','))}::text[])`);
  const from = q['filter[workingPaymentDateFrom]'];
  if (from !== undefined) conditions.push(`p.working_payment_date >= ${param(from)}::date`);
  const to = q['filter[workingPaymentDateTo]'];
  if (to !== undefined) conditions.push(`p.working_payment_date <= ${param(to)}::date`);
  const status = q['filter[paymentStatusCode]'];
  if (status !== undefined) conditions.push(`p.payment_status = ${param(status)}`);
  const adjudication = q['filter[paymentAdjudicationStatusTypeCode]'];
  if (adjudication === 'OPEN') conditions.push('p.adjudication_status is null');
  else if (adjudication !== undefined) conditions.push(`p.adjudication_status = ${param(adjudication)}`);
  const type = q['filter[paymentTypeCode]'];
  if (type !== undefined) conditions.push(`p.payment_type = ${param(type)}`);
  const level = q['filter[matchLevelNumber]'];
  if (level !== undefined) conditions.push(`p.best_match_level = ${param(matchLevelByNumber[level])}`);
  const source = q['filter[datasource]'];
  if (source !== undefined) conditions.push(`${param(apiNameOfSource(source))} = any(p.matched_sources)`);
  const least = q['filter[paymentAmountFrom]'];
  if (least !== undefined) conditions.push(`p.payment_amount >= ${param(least)}::numeric`);
  const most = q['filter[paymentAmountTo]'];
  if (most !== undefined) conditions.push(`p.payment_amount <= ${param(most)}::numeric`);
  return { where: conditions.join(' and '), params };
}

/** How many payments the filter lists: counted on payments alone, from the index where it can be. */
export const paymentCountSql = (filter: PaymentListFilter) =>
  `select count(*) as total from payments p where ${filter.where}`;

/**
 * One page of the list in its order: the page's payments found on payments alone (the payee
 * joined first only for a sort by its name, TIN type, city or state), then, for those rows only,
 * the payee, the suppressed-match count, the decision count and the group of the latest decision.
 * The filter's parameters, then limit and offset.
 */
export function paymentPageSql(filter: PaymentListFilter, sort: PaymentsQuery['sort']): string {
  const { column, descending } = sort ?? { column: 'workingPaymentDate' as const, descending: true };
  const { key, payee, nullable } = sortSql[column];
  const direction = descending ? 'desc' : 'asc';
  // A key that cannot be null is ordered the index's way, so a range of it is read in order.
  const nulls = nullable ? ' nulls last' : '';
  const order = (sortKey: string, file: string, party: string) =>
    `order by ${sortKey} ${direction}${nulls}, ${file} ${direction}, ${party} ${direction}`;
  const limit = `$${filter.params.length + 1}`;
  const offset = `$${filter.params.length + 2}`;
  return `
    select p.file_id::text as file_id, p.party_id::text as party_id, p.payment_id, p.schedule_number,
           p.agency_src_sys, p.payment_type, p.payment_amount::text as payment_amount, p.payment_status,
           p.working_payment_date::text as working_payment_date, p.payee_address_line2, p.payee_account_number,
           p.stop_rule_applied, p.business_rule_applied, p.soft_launch, p.adjudication_status, p.agency_override,
           p.agency_alc_code as alc, a.full_name, a.tin, a.tin_type, a.address_line1, a.city_name, a.state_code,
           a.postal_code, ${levelNumberSql} as best, p.match_count,
           p.matched_sources as sources, p.last_matched_at as matched_at, x.suppressed_count, h.decisions, h.last_group
      from (
        -- Keys and sort key only: the filter and order read from the index where it holds them.
        select p.file_id, p.party_id, ${key} as sort_key from payments p
        ${payee ? 'join agency_parties a on a.file_id = p.file_id and a.party_id = p.party_id' : ''}
         where ${filter.where}
         ${order(key, 'p.file_id', 'p.party_id')} limit ${limit} offset ${offset}) k
     cross join lateral (
       select p.*, k.sort_key from payments p where p.file_id = k.file_id and p.party_id = k.party_id limit 1) p
     -- Lateral and limited: each payee is read by its key, for the page's rows only.
     cross join lateral (
       select a.* from agency_parties a where a.file_id = p.file_id and a.party_id = p.party_id limit 1) a
     cross join lateral (
       select count(*) as suppressed_count from payment_suppressed_matches s
        where s.file_id = p.file_id and s.party_id = p.party_id) x
     cross join lateral (
       select count(*) as decisions,
              (select d.access_group_id from payment_adjudications d
                where d.file_id = p.file_id and d.party_id = p.party_id
                order by d.decided_at desc, d.id desc limit 1) as last_group
         from payment_adjudications d where d.file_id = p.file_id and d.party_id = p.party_id) h
     ${order('p.sort_key', 'p.file_id', 'p.party_id')}`;
}
