CREATE TABLE "con_mon_enrollments" (
	"file_id" bigint PRIMARY KEY NOT NULL REFERENCES "agency_files"("id") ON DELETE CASCADE,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text REFERENCES "users"("id"),
	"replaced_by_file_id" bigint REFERENCES "agency_files"("id"),
	"replaced_file_id" bigint REFERENCES "agency_files"("id"),
	"parties_added" integer,
	"parties_changed" integer,
	"parties_removed" integer
);
--> statement-breakpoint
CREATE INDEX "con_mon_enrollments_active_idx" ON "con_mon_enrollments" USING btree ("file_id") WHERE "withdrawn_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "con_mon_party_name_keys" (
	"file_id" bigint NOT NULL REFERENCES "agency_files"("id") ON DELETE CASCADE,
	"party_id" bigint NOT NULL,
	"for_kind" text,
	"key" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "con_mon_party_name_keys_key_idx" ON "con_mon_party_name_keys" USING btree ("key", "file_id", "party_id");
--> statement-breakpoint
CREATE INDEX "con_mon_party_name_keys_file_idx" ON "con_mon_party_name_keys" USING btree ("file_id");
--> statement-breakpoint
ALTER TABLE "match_results" ADD COLUMN "matched_by_load" bigint REFERENCES "datasource_loads"("id");
--> statement-breakpoint
ALTER TABLE "match_results" ADD COLUMN "withdrawn_by_load" bigint REFERENCES "datasource_loads"("id");
--> statement-breakpoint
ALTER TABLE "match_results" ADD COLUMN "withdrawn_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "match_results" DROP CONSTRAINT "match_results_once";
--> statement-breakpoint
CREATE UNIQUE INDEX "match_results_once" ON "match_results" USING btree ("file_id", "party_id", "api_name", "record_id") WHERE "withdrawn_by_load" IS NULL;
--> statement-breakpoint
CREATE INDEX "match_results_record_idx" ON "match_results" USING btree ("api_name", "record_id") WHERE "withdrawn_by_load" IS NULL;
--> statement-breakpoint
CREATE INDEX "match_results_load_idx" ON "match_results" USING btree ("matched_by_load");
--> statement-breakpoint
CREATE INDEX "match_results_withdrawn_idx" ON "match_results" USING btree ("withdrawn_by_load") WHERE "withdrawn_by_load" IS NOT NULL;
