-- Screened payments counted and summed per file, month, ALC and payment type when the file is
-- screened, so a report's screened figures read a few rows per file instead of every payment
-- (docs/reports-api.md). Matched figures still read the matched payments themselves: their
-- adjudication changes after screening, their count does not.
CREATE TABLE "payment_month_totals" (
	"file_id" bigint NOT NULL REFERENCES "agency_files"("id") ON DELETE CASCADE,
	"access_group_id" text NOT NULL REFERENCES "access_groups"("id"),
	"agency_alc_code" text NOT NULL,
	"month" date NOT NULL,
	"payment_type" text NOT NULL,
	"payments" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "payment_month_totals_pk" PRIMARY KEY ("file_id", "month", "agency_alc_code", "payment_type"),
	CONSTRAINT "payment_month_totals_first_day" CHECK ("month" = date_trunc('month', "month")::date)
);
--> statement-breakpoint
CREATE INDEX "payment_month_totals_group_month_idx" ON "payment_month_totals" USING btree ("access_group_id", "month");
--> statement-breakpoint
-- The files screened so far, as writePaymentMonthTotals writes a file's when it is screened.
INSERT INTO "payment_month_totals" ("file_id", "access_group_id", "agency_alc_code", "month", "payment_type", "payments", "amount")
SELECT p.file_id, p.access_group_id, p.agency_alc_code, date_trunc('month', p.working_payment_date)::date,
       p.payment_type, count(*), sum(p.payment_amount)
  FROM payments p
 WHERE p.screened_at IS NOT NULL
 GROUP BY p.file_id, p.access_group_id, p.agency_alc_code, date_trunc('month', p.working_payment_date)::date, p.payment_type;
--> statement-breakpoint
-- The payment reports' matched payments of a period read from this index alone (an index-only
-- scan once vacuum has set the visibility map): every column they group or filter by, over the
-- matched payments only (a few per cent of all).
CREATE INDEX "payments_report_matched_idx" ON "payments" USING btree ("access_group_id", "working_payment_date") INCLUDE ("agency_alc_code", "payment_type", "payment_status", "payment_amount", "matched_sources", "best_match_level", "adjudication_status", "match_adjudication_status", "agency_override", "file_id", "party_id") WHERE "best_match_level" IS NOT NULL;
