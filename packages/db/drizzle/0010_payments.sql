CREATE TABLE "payments" (
	"file_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"payment_id" text NOT NULL,
	"schedule_number" text NOT NULL,
	"payment_type" text NOT NULL,
	"working_payment_date" date NOT NULL,
	"payee_address_line2" text,
	"payee_account_number" text,
	"agency_specific_identifier" text,
	"agency_src_sys" text NOT NULL,
	"payment_status" text DEFAULT 'UNKNOWN' NOT NULL,
	"screened_at" timestamp with time zone,
	"days_since_death" integer,
	"stop_rule_applied" boolean DEFAULT false NOT NULL,
	"business_rule_applied" boolean DEFAULT false NOT NULL,
	"soft_launch" boolean DEFAULT false NOT NULL,
	"adjudication_status" text,
	"match_adjudication_status" text,
	"adjudication_comment" text,
	"agency_override" text,
	"adjudicated_by" text REFERENCES "users"("id"),
	"adjudicated_at" timestamp with time zone,
	PRIMARY KEY ("file_id", "party_id"),
	FOREIGN KEY ("file_id", "party_id") REFERENCES "agency_parties"("file_id", "party_id") ON DELETE CASCADE,
	CONSTRAINT "payments_type" CHECK ("payment_type" IN ('SALARY', 'MONTHLY BENEFIT', 'N/A')),
	CONSTRAINT "payments_status" CHECK ("payment_status" IN ('ISSUED', 'STOPPED', 'INVALID', 'UNKNOWN')),
	CONSTRAINT "payments_adjudication" CHECK ("adjudication_status" IS NULL OR "adjudication_status" IN ('IMPROPER (SUBMITTED)', 'PROPER (SUBMITTED)', 'PAYMENT INVALID', 'PAYMENT VALID', 'IMPROPER (PENDING)', 'PROPER (PENDING)')),
	CONSTRAINT "payments_match_adjudication" CHECK ("match_adjudication_status" IS NULL OR "match_adjudication_status" IN ('PROPER - BUSINESS REASON', 'PROPER - FALSE POSITIVE', 'PROPER - OTHER', 'IN PROGRESS', 'IMPROPER')),
	CONSTRAINT "payments_override" CHECK ("agency_override" IS NULL OR "agency_override" IN ('LITIGATION PROCEEDINGS', 'FALSE POSITIVE MATCH', 'EMERGENCY/DISASTER'))
);
--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("working_payment_date");
--> statement-breakpoint
CREATE INDEX "payments_payment_id_idx" ON "payments" USING btree ("payment_id");
--> statement-breakpoint
CREATE TABLE "payment_rule_hits" (
	"file_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"rule_code" text NOT NULL,
	"kind" text NOT NULL,
	"applied" boolean NOT NULL,
	"api_name" text NOT NULL,
	"record_id" bigint NOT NULL,
	"long_desc" text NOT NULL,
	PRIMARY KEY ("file_id", "party_id", "rule_code", "api_name", "record_id"),
	FOREIGN KEY ("file_id", "party_id") REFERENCES "payments"("file_id", "party_id") ON DELETE CASCADE,
	CONSTRAINT "payment_rule_hits_kind" CHECK ("kind" IN ('STOP', 'BUSINESS'))
);
--> statement-breakpoint
CREATE TABLE "payment_adjudications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"match_adjudication_status" text NOT NULL,
	"comment" text,
	"agency_override" text,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"access_group_id" text NOT NULL REFERENCES "access_groups"("id"),
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	FOREIGN KEY ("file_id", "party_id") REFERENCES "payments"("file_id", "party_id") ON DELETE CASCADE,
	CONSTRAINT "payment_adjudications_action" CHECK ("action" IN ('save', 'submit', 'certify'))
);
--> statement-breakpoint
CREATE INDEX "payment_adjudications_payment_idx" ON "payment_adjudications" USING btree ("file_id", "party_id", "decided_at");
--> statement-breakpoint
CREATE TABLE "asr_submissions" (
	"level1_group_id" text NOT NULL REFERENCES "access_groups"("id"),
	"report_year" integer NOT NULL,
	"report_month" integer NOT NULL,
	"submitted_by" text NOT NULL REFERENCES "users"("id"),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("level1_group_id", "report_year", "report_month"),
	CONSTRAINT "asr_submissions_month" CHECK ("report_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "match_suppressions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level1_group_id" text NOT NULL REFERENCES "access_groups"("id"),
	"payee_tin" text,
	"agency_party_id" text NOT NULL,
	"api_name" text NOT NULL,
	"natural_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"file_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"reason" text,
	"decided_by" text NOT NULL REFERENCES "users"("id"),
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" text REFERENCES "users"("id"),
	"lifted_at" timestamp with time zone,
	FOREIGN KEY ("file_id", "party_id") REFERENCES "payments"("file_id", "party_id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX "match_suppressions_active_idx" ON "match_suppressions" USING btree ("level1_group_id", "agency_party_id", "api_name", "natural_key") WHERE "lifted_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "payment_suppressed_matches" (
	"file_id" bigint NOT NULL,
	"party_id" bigint NOT NULL,
	"suppression_id" bigint NOT NULL REFERENCES "match_suppressions"("id"),
	"api_name" text NOT NULL,
	"record_id" bigint NOT NULL,
	PRIMARY KEY ("file_id", "party_id", "api_name", "record_id"),
	FOREIGN KEY ("file_id", "party_id") REFERENCES "payments"("file_id", "party_id") ON DELETE CASCADE
);
