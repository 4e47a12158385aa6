import type { LoadSession } from '../datasources/load-session.js';

/**
 * Counts and sums the file's payments by month, ALC and payment type into payment_month_totals,
 * replacing what an earlier screening of the file wrote: one grouped statement over the file's
 * own payments, in the screening's transaction, so the totals and the payments commit together.
 */
export async function writePaymentMonthTotals(session: LoadSession, fileId: number): Promise<void> {
  await session.query(`delete from payment_month_totals where file_id = $1`, [fileId]);
  await session.query(
    `insert into payment_month_totals (file_id, access_group_id, agency_alc_code, month, payment_type, payments, amount)
     select file_id, access_group_id, agency_alc_code, date_trunc('month', working_payment_date)::date, payment_type,
            count(*), sum(payment_amount)
       from payments
      where file_id = $1
      group by file_id, access_group_id, agency_alc_code, date_trunc('month', working_payment_date)::date, payment_type`,
    [fileId],
  );
}
