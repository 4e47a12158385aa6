import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accessGroups } from './access.js';
import { agencyFiles } from './portal.js';

/**
 * A screened payment file's payments counted and summed by month (its first day), ALC and
 * payment type, written when the file is screened (writePaymentMonthTotals): the reports'
 * screened figures, read without touching every payment.
 */
export const paymentMonthTotals = pgTable(
  'payment_month_totals',
  {
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => agencyFiles.id, { onDelete: 'cascade' }),
    accessGroupId: text('access_group_id')
      .notNull()
      .references(() => accessGroups.id),
    agencyAlcCode: text('agency_alc_code').notNull(),
    month: date('month').notNull(),
    paymentType: text('payment_type').notNull(),
    payments: integer('payments').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payment_month_totals_pk', columns: [t.fileId, t.month, t.agencyAlcCode, t.paymentType] }),
    check('payment_month_totals_first_day', sql`${t.month} = date_trunc('month', ${t.month})::date`),
    index('payment_month_totals_group_month_idx').on(t.accessGroupId, t.month),
  ],
);
