CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"phase" text DEFAULT 'queued' NOT NULL,
	"access_group_id" text REFERENCES "access_groups"("id"),
	"requested_by" text REFERENCES "users"("id"),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checkpoint" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state" CHECK ("state" IN ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "jobs_runnable_idx" ON "jobs" USING btree ("state", "locked_until", "id") WHERE "state" IN ('queued', 'running');
--> statement-breakpoint
CREATE INDEX "jobs_group_idx" ON "jobs" USING btree ("access_group_id", "created_at");
