/*
 * A payment's status as a reader shows it. Screening writes only the payments with a match row
 * (packages/db payment-screening): a payment without one keeps intake's UNKNOWN and is ISSUED as
 * soon as its file is screened, which its month totals say (they exist exactly while the file's
 * screening stands: a discarded run deletes them). Screening never leaves a payment UNKNOWN, so
 * UNKNOWN on a screened file's payment can only mean "no match: issued".
 */

/** `f` is the payment's agency file: one lookup of its month totals per file, not per payment. */
export const fileScreenedSql = `cross join lateral (
        select exists (select 1 from payment_month_totals t where t.file_id = f.id) as screened) fs`;

/** Payments `p` of the file `f` joined with fileScreenedSql. */
export const paymentStatusSql = `case when p.payment_status = 'UNKNOWN' and fs.screened then 'ISSUED'
           else p.payment_status end as payment_status`;
