-- The figures the Payments list filters and sorts on, kept on the payment itself so a page is an
-- index range rather than a grouping of every match of the caller's files (docs/payments-api.md).
-- The payee's ALC and amount are copied here from agency_parties: written once at intake, never changed.
ALTER TABLE "payments" ADD COLUMN "access_group_id" text REFERENCES "access_groups"("id");
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "agency_alc_code" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_amount" numeric(14, 2);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "best_match_level" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "match_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "matched_sources" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_matched_at" timestamp with time zone;
--> statement-breakpoint
-- One rewrite of each payment: its file's group, its payee's ALC and amount, and its counted
-- matches (not withdrawn, no suppression listed against them) of the five death sources.
WITH counted AS (
	SELECT m.file_id, m.party_id,
	       min(CASE m.level WHEN 'CONCLUSIVE' THEN 1 WHEN 'PROBABLE' THEN 2 ELSE 3 END) AS best,
	       count(*)::int AS match_count,
	       array_agg(DISTINCT m.api_name ORDER BY m.api_name) AS sources,
	       max(m.matched_at) AS matched_at
	  FROM match_results m
	  JOIN payments p ON p.file_id = m.file_id AND p.party_id = m.party_id
	 WHERE m.api_name IN ('aisObituary', 'aisProbate', 'dmf', 'dod', 'dos') AND m.withdrawn_by_load IS NULL
	   AND NOT EXISTS (
	       SELECT 1 FROM payment_suppressed_matches x
	        WHERE x.file_id = m.file_id AND x.party_id = m.party_id AND x.api_name = m.api_name
	          AND x.record_id = m.record_id)
	 GROUP BY m.file_id, m.party_id),
suppressed AS (
	SELECT x.file_id, x.party_id, max(m.matched_at) AS matched_at
	  FROM payment_suppressed_matches x
	  JOIN match_results m ON m.file_id = x.file_id AND m.party_id = x.party_id AND m.api_name = x.api_name
	                      AND m.record_id = x.record_id
	 GROUP BY x.file_id, x.party_id),
figures AS (
	SELECT p.file_id, p.party_id, f.access_group_id, a.alc, a.payment_amount,
	       CASE c.best WHEN 1 THEN 'CONCLUSIVE' WHEN 2 THEN 'PROBABLE' WHEN 3 THEN 'POSSIBLE' END AS best_match_level,
	       coalesce(c.match_count, 0) AS match_count, coalesce(c.sources, '{}') AS sources,
	       coalesce(c.matched_at, s.matched_at) AS matched_at
	  FROM payments p
	  JOIN agency_files f ON f.id = p.file_id
	  JOIN agency_parties a ON a.file_id = p.file_id AND a.party_id = p.party_id
	  LEFT JOIN counted c ON c.file_id = p.file_id AND c.party_id = p.party_id
	  LEFT JOIN suppressed s ON s.file_id = p.file_id AND s.party_id = p.party_id)
UPDATE "payments" p
   SET access_group_id = v.access_group_id, agency_alc_code = v.alc, payment_amount = v.payment_amount,
       best_match_level = v.best_match_level, match_count = v.match_count, matched_sources = v.sources,
       last_matched_at = v.matched_at
  FROM figures v
 WHERE p.file_id = v.file_id AND p.party_id = v.party_id;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "access_group_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "agency_alc_code" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "payment_amount" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_best_match_level" CHECK ("best_match_level" IS NULL OR "best_match_level" IN ('CONCLUSIVE', 'PROBABLE', 'POSSIBLE'));
--> statement-breakpoint
-- Every payment of a group by month: the reports' range.
CREATE INDEX "payments_group_date_idx" ON "payments" USING btree ("access_group_id", "working_payment_date");
--> statement-breakpoint
-- The ALCs a group's payments carry (the list's filter options), read by skipping from one to the next.
CREATE INDEX "payments_group_alc_idx" ON "payments" USING btree ("access_group_id", "agency_alc_code");
--> statement-breakpoint
-- The list shows matched payments only (a few per cent of them): its ranges are partial indexes
-- over those, one per common order (date, amount) and one per ALC. Each holds the group, ALC, date,
-- amount and key, so a count or a page filtered by those and sorted by date or amount reads the
-- index alone, then the page's payments by key.
CREATE INDEX "payments_matched_date_idx" ON "payments" USING btree ("access_group_id", "working_payment_date", "file_id", "party_id") INCLUDE ("agency_alc_code", "payment_amount") WHERE "best_match_level" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payments_matched_amount_idx" ON "payments" USING btree ("access_group_id", "payment_amount", "file_id", "party_id") INCLUDE ("agency_alc_code", "working_payment_date") WHERE "best_match_level" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payments_matched_alc_idx" ON "payments" USING btree ("access_group_id", "agency_alc_code", "working_payment_date") INCLUDE ("payment_amount", "file_id", "party_id") WHERE "best_match_level" IS NOT NULL;
--> statement-breakpoint
-- filter[suppressed]=true: payments whose every match was suppressed (no level, yet a match time).
CREATE INDEX "payments_suppressed_idx" ON "payments" USING btree ("access_group_id", "working_payment_date") WHERE "best_match_level" IS NULL AND "last_matched_at" IS NOT NULL;
--> statement-breakpoint
-- A file's matches leave all together (a run that failed or was cancelled keeps none, a rerun
-- starts clean): its payments' figures go with them, whichever path deleted the matches.
CREATE OR REPLACE FUNCTION payments_forget_deleted_matches() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments p
     SET best_match_level = NULL, match_count = 0, matched_sources = '{}', last_matched_at = NULL
    FROM (SELECT DISTINCT file_id, party_id FROM gone) g
   WHERE p.file_id = g.file_id AND p.party_id = g.party_id
     AND (p.last_matched_at IS NOT NULL OR p.match_count > 0);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER match_results_forget_payment_figures
  AFTER DELETE ON match_results REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION payments_forget_deleted_matches();
