-- Enrolled parties' name keys, shaped for the delta matcher (docs/con-mon-api.md, "The delta matcher"):
-- each key row says whether its party has a TIN, so a source holding TINs joins only the keys of parties
-- without one (a partial index), and a count of postings per key and kind over the enrolled files lets each
-- changed record join the keys few parties hold. A count's kind is the key rows' `for_kind`, `any` for a
-- typed party's keys (null there: they hold for every kind of source). Keys written before this migration stay as they were (every key
-- of a name: they are the engine's hashes and cannot be recomputed in SQL); a file sent again is written
-- with a person's pair keys only.
ALTER TABLE "con_mon_party_name_keys" ADD COLUMN "has_tin" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "con_mon_party_name_keys" k SET "has_tin" = true
  FROM "agency_parties" p
 WHERE p."file_id" = k."file_id" AND p."party_id" = k."party_id" AND p."tin" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "con_mon_party_name_keys" k
 USING "con_mon_enrollments" e
 WHERE e."file_id" = k."file_id" AND e."withdrawn_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "con_mon_party_name_keys_without_tin_idx" ON "con_mon_party_name_keys" USING btree ("key", "file_id", "party_id") WHERE NOT "has_tin";
--> statement-breakpoint
CREATE TABLE "con_mon_party_key_counts" (
	"key" integer NOT NULL,
	"for_kind" text NOT NULL,
	"postings" integer NOT NULL,
	"postings_without_tin" integer NOT NULL,
	CONSTRAINT "con_mon_party_key_counts_key_for_kind_pk" PRIMARY KEY("key","for_kind")
);
--> statement-breakpoint
INSERT INTO "con_mon_party_key_counts" ("key", "for_kind", "postings", "postings_without_tin")
SELECT "key", coalesce("for_kind", 'any'), count(*), count(*) FILTER (WHERE NOT "has_tin")
  FROM "con_mon_party_name_keys" k
 WHERE EXISTS (SELECT 1 FROM "con_mon_enrollments" e WHERE e."file_id" = k."file_id" AND e."withdrawn_at" IS NULL)
 GROUP BY 1, 2;
--> statement-breakpoint
-- The counts follow the enrollments: a file's keys are counted when its enrollment row is written (its
-- keys are written first, in the same transaction), and uncounted and deleted when it is withdrawn or
-- replaced, whichever code path does it. One writer at a time: two enrollments adding the same keys in
-- different orders would deadlock.
CREATE OR REPLACE FUNCTION con_mon_count_enrolled_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('con_mon_party_key_counts'));
  INSERT INTO con_mon_party_key_counts AS c (key, for_kind, postings, postings_without_tin)
  SELECT key, coalesce(for_kind, 'any'), count(*), count(*) FILTER (WHERE NOT has_tin)
    FROM con_mon_party_name_keys WHERE file_id = NEW.file_id
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (key, for_kind) DO UPDATE
    SET postings = c.postings + excluded.postings,
        postings_without_tin = c.postings_without_tin + excluded.postings_without_tin;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION con_mon_release_enrolled_keys() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('con_mon_party_key_counts'));
  UPDATE con_mon_party_key_counts c
     SET postings = c.postings - k.postings, postings_without_tin = c.postings_without_tin - k.without_tin
    FROM (SELECT key, coalesce(for_kind, 'any') AS for_kind, count(*) AS postings,
                 count(*) FILTER (WHERE NOT has_tin) AS without_tin
            FROM con_mon_party_name_keys WHERE file_id = NEW.file_id GROUP BY 1, 2) k
   WHERE c.key = k.key AND c.for_kind = k.for_kind;
  DELETE FROM con_mon_party_key_counts c
   WHERE c.postings <= 0 AND c.key IN (SELECT key FROM con_mon_party_name_keys WHERE file_id = NEW.file_id);
  DELETE FROM con_mon_party_name_keys WHERE file_id = NEW.file_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER con_mon_enrollment_counts_keys
  AFTER INSERT ON con_mon_enrollments
  FOR EACH ROW WHEN (NEW.withdrawn_at IS NULL) EXECUTE FUNCTION con_mon_count_enrolled_keys();
--> statement-breakpoint
CREATE TRIGGER con_mon_withdrawal_releases_keys
  AFTER UPDATE OF withdrawn_at ON con_mon_enrollments
  FOR EACH ROW WHEN (OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL)
  EXECUTE FUNCTION con_mon_release_enrolled_keys();
