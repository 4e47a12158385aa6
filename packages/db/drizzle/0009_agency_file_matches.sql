ALTER TABLE "agency_files" ADD COLUMN "job_id" bigint REFERENCES "jobs"("id");
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "uploaded_by" text REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "checksum" text;
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "format" text;
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "byte_count" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "rejected_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "skip_invalid" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "through_date" date;
--> statement-breakpoint
ALTER TABLE "agency_files" ADD COLUMN "matched_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "agency_files_checksum_idx" ON "agency_files" USING btree ("access_group_id", "checksum");
--> statement-breakpoint
CREATE TABLE "agency_file_errors" (
	"file_id" bigint NOT NULL REFERENCES "agency_files"("id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"row" integer NOT NULL,
	"column_name" text,
	"message" text NOT NULL,
	PRIMARY KEY ("file_id", "seq")
);
--> statement-breakpoint
CREATE TABLE "agency_parties" (
	"file_id" bigint NOT NULL REFERENCES "agency_files"("id") ON DELETE CASCADE,
	"party_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"alc" text NOT NULL,
	"full_name" text NOT NULL,
	"party_type" text,
	"tin" text,
	"tin_type" text,
	"payment_amount" numeric(14, 2),
	"birth_date" date,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"address_line1" text,
	"city_name" text,
	"state_code" text,
	"postal_code" text,
	PRIMARY KEY ("file_id", "party_id")
);
--> statement-breakpoint
CREATE INDEX "agency_parties_tin_idx" ON "agency_parties" USING btree ("tin") WHERE "tin" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "match_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" bigint NOT NULL REFERENCES "agency_files"("id") ON DELETE CASCADE,
	"party_id" bigint NOT NULL,
	"api_name" text NOT NULL,
	"record_id" bigint NOT NULL,
	"level" text NOT NULL,
	"match_type" text NOT NULL,
	"score" real NOT NULL,
	"matched_name" text NOT NULL,
	"explanation" jsonb NOT NULL,
	"source_as_of" date,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_results_level" CHECK ("level" IN ('CONCLUSIVE', 'PROBABLE', 'POSSIBLE')),
	CONSTRAINT "match_results_once" UNIQUE ("file_id", "party_id", "api_name", "record_id")
);
--> statement-breakpoint
CREATE INDEX "match_results_file_source_idx" ON "match_results" USING btree ("file_id", "api_name", "level");
