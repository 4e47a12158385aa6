CREATE TABLE "portal_sessions" (
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"session_key" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "portal_sessions_pk" PRIMARY KEY ("user_id", "session_key"),
	CONSTRAINT "portal_sessions_end_reason" CHECK ("end_reason" IN ('logout', 'idle', 'limit')),
	CONSTRAINT "portal_sessions_ended" CHECK (("ended_at" IS NULL) = ("end_reason" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "portal_sessions_started_idx" ON "portal_sessions" USING btree ("started_at");
