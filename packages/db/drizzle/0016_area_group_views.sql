-- When a user acting for an access group last opened an area (Batch Match, Continuous Monitoring,
-- Payments): the area's new-file indicator stays off for that group until a file finishes after it
-- (issue #10: "goes off once a user of that group opens the area"). area_views keeps only each
-- user's own last look at the con-mon deltas, which shows what changed since that user's visit.
CREATE TABLE "area_group_views" (
	"access_group_id" text NOT NULL REFERENCES "access_groups"("id"),
	"area" text NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "area_group_views_access_group_id_area_pk" PRIMARY KEY("access_group_id","area")
);--> statement-breakpoint
DELETE FROM "area_views" WHERE "area" <> 'conMonDeltas';
