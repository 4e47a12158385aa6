CREATE TABLE "access_group_memberships" (
	"user_id" text NOT NULL,
	"access_group_id" text NOT NULL,
	CONSTRAINT "access_group_memberships_user_id_access_group_id_pk" PRIMARY KEY("user_id","access_group_id")
);
--> statement-breakpoint
CREATE TABLE "access_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"parent_id" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	CONSTRAINT "access_groups_level_range" CHECK ("access_groups"."level" between 1 and 5),
	CONSTRAINT "access_groups_root_has_no_parent" CHECK (("access_groups"."level" = 1) = ("access_groups"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "datasource_grants" (
	"access_group_id" text NOT NULL,
	"api_name" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datasource_grants_access_group_id_api_name_pk" PRIMARY KEY("access_group_id","api_name")
);
--> statement-breakpoint
CREATE TABLE "user_business_functions" (
	"user_id" text NOT NULL,
	"business_function" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_business_functions_user_id_business_function_pk" PRIMARY KEY("user_id","business_function")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"role" text DEFAULT '' NOT NULL,
	"home_access_group_id" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_subject_unique" UNIQUE("subject"),
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"transaction_id" text,
	"user_id" text,
	"home_access_group_id" text,
	"acting_access_group_id" text,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"datasource" text,
	"resource_type" text,
	"resource_id" text,
	"result_count" integer,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "agency_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"access_group_id" text NOT NULL,
	"file_name" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"severity" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_views" (
	"user_id" text NOT NULL,
	"area" text NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "area_views_user_id_area_pk" PRIMARY KEY("user_id","area")
);
--> statement-breakpoint
CREATE TABLE "datasource_loads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"api_name" text NOT NULL,
	"source_version" text NOT NULL,
	"file_name" text,
	"record_count" integer NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"changed_count" integer DEFAULT 0 NOT NULL,
	"removed_count" integer DEFAULT 0 NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" text,
	"client_timezone_offset" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"user_id" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_group_memberships" ADD CONSTRAINT "access_group_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_memberships" ADD CONSTRAINT "access_group_memberships_access_group_id_access_groups_id_fk" FOREIGN KEY ("access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_parent_id_access_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."access_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasource_grants" ADD CONSTRAINT "datasource_grants_access_group_id_access_groups_id_fk" FOREIGN KEY ("access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_business_functions" ADD CONSTRAINT "user_business_functions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_access_group_id_access_groups_id_fk" FOREIGN KEY ("home_access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_files" ADD CONSTRAINT "agency_files_access_group_id_access_groups_id_fk" FOREIGN KEY ("access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_views" ADD CONSTRAINT "area_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_version_terms_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."terms_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_groups_parent_idx" ON "access_groups" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("datasource","resource_id");--> statement-breakpoint
CREATE INDEX "agency_files_area_group_idx" ON "agency_files" USING btree ("area","access_group_id","received_at");--> statement-breakpoint
CREATE INDEX "datasource_loads_api_idx" ON "datasource_loads" USING btree ("api_name","loaded_at");--> statement-breakpoint
CREATE INDEX "session_events_user_idx" ON "session_events" USING btree ("user_id","occurred_at");