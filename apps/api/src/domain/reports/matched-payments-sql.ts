/*
 * The payment reports' common parts, bound as ReportScope says ($1 groups, $2 the report's sources,
 * $3..$4 the period, $5 ALCs), each read from what screening keeps (docs/reports-api.md, "How the
 * payment reports read").
 */

/**
 * `totals`: the screened payments counted per file, month, ALC and payment type
 * (payment_month_totals), a few rows a file. Only a file whose screening stands has them: a run
 * cancelled or failed after screening discards them with its matches, so the file counts for
 * nothing until it is screened again.
 */
export const screenedTotalsSql = `
  totals as (
    select to_char(t.month, 'YYYY-MM') as period, t.agency_alc_code as alc, t.payment_type,
           t.payments, t.amount
      from payment_month_totals t
     where t.access_group_id = any($1::text[]) and t.month >= $3::date and t.month < $4::date
       and ($5::text[] is null or t.agency_alc_code = any($5::text[])))`;

/**
 * The scope's payments with a counted match (a match a false-positive suppression covers counts
 * for nothing, as in the Payments list), from the payment's own row: its ALC, amount, best level
 * and sources as screening wrote them (and as a discarded run's deleted matches reset them), a few
 * per cent of all payments, read from the partial index payments_report_matched_idx alone. $2,
 * the report's sources, is every source screening counts, so the row's best level and sources
 * are the report's.
 */
export const matchedPaymentsFromSql = `
  from payments p
 where p.access_group_id = any($1::text[]) and p.best_match_level is not null
   and p.working_payment_date >= $3::date and p.working_payment_date < $4::date
   and ($5::text[] is null or p.agency_alc_code = any($5::text[]))
   and p.matched_sources && $2::text[]`;
