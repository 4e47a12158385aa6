-- Each name posting of a source that lists dates of birth carries its record's date of birth, and the
-- partition's (key, record_id) index includes it: a bulk run breaks ties among namesakes by date of birth
-- (candidate-pairs.ts, `bornFirst`) from the postings it reads anyway, where it read each tied record's row
-- by id (233,000 lookups into dmf_records, 8.4 s of one 20,000-party step at ten million records).
-- The postings of those sources are copied once with the dates of their records into a new partition,
-- which takes the old one's place: one write of each posting, where an UPDATE writes each twice.
-- The loaders keep the column in the transaction that writes the records (first-load-rows.ts, apply-load.ts).
SET LOCAL maintenance_work_mem = '512MB';--> statement-breakpoint
SET LOCAL work_mem = '256MB';--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ADD COLUMN "birth_date" date;--> statement-breakpoint
CREATE TABLE "datasource_name_keys_ais_obituary_dated" (LIKE "datasource_name_keys");--> statement-breakpoint
INSERT INTO "datasource_name_keys_ais_obituary_dated" ("api_name", "key", "record_id", "birth_date") SELECT p."api_name", p."key", p."record_id", r."birth_date" FROM "datasource_name_keys_ais_obituary" p LEFT JOIN "ais_obituary_records" r ON r."id" = p."record_id";--> statement-breakpoint
DROP TABLE "datasource_name_keys_ais_obituary";--> statement-breakpoint
ALTER TABLE "datasource_name_keys_ais_obituary_dated" RENAME TO "datasource_name_keys_ais_obituary";--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ATTACH PARTITION "datasource_name_keys_ais_obituary" FOR VALUES IN ('aisObituary');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ais_obituary_key_idx" ON "datasource_name_keys_ais_obituary" USING btree ("key","record_id") INCLUDE ("birth_date");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ais_obituary_record_idx" ON "datasource_name_keys_ais_obituary" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_name_keys_ais_obituary";--> statement-breakpoint
CREATE TABLE "datasource_name_keys_ais_probate_dated" (LIKE "datasource_name_keys");--> statement-breakpoint
INSERT INTO "datasource_name_keys_ais_probate_dated" ("api_name", "key", "record_id", "birth_date") SELECT p."api_name", p."key", p."record_id", r."birth_date" FROM "datasource_name_keys_ais_probate" p LEFT JOIN "ais_probate_records" r ON r."id" = p."record_id";--> statement-breakpoint
DROP TABLE "datasource_name_keys_ais_probate";--> statement-breakpoint
ALTER TABLE "datasource_name_keys_ais_probate_dated" RENAME TO "datasource_name_keys_ais_probate";--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ATTACH PARTITION "datasource_name_keys_ais_probate" FOR VALUES IN ('aisProbate');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ais_probate_key_idx" ON "datasource_name_keys_ais_probate" USING btree ("key","record_id") INCLUDE ("birth_date");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ais_probate_record_idx" ON "datasource_name_keys_ais_probate" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_name_keys_ais_probate";--> statement-breakpoint
CREATE TABLE "datasource_name_keys_bop_dated" (LIKE "datasource_name_keys");--> statement-breakpoint
INSERT INTO "datasource_name_keys_bop_dated" ("api_name", "key", "record_id", "birth_date") SELECT p."api_name", p."key", p."record_id", r."birth_date" FROM "datasource_name_keys_bop" p LEFT JOIN "bop_records" r ON r."id" = p."record_id";--> statement-breakpoint
DROP TABLE "datasource_name_keys_bop";--> statement-breakpoint
ALTER TABLE "datasource_name_keys_bop_dated" RENAME TO "datasource_name_keys_bop";--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ATTACH PARTITION "datasource_name_keys_bop" FOR VALUES IN ('bop');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_bop_key_idx" ON "datasource_name_keys_bop" USING btree ("key","record_id") INCLUDE ("birth_date");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_bop_record_idx" ON "datasource_name_keys_bop" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_name_keys_bop";--> statement-breakpoint
CREATE TABLE "datasource_name_keys_dmf_dated" (LIKE "datasource_name_keys");--> statement-breakpoint
INSERT INTO "datasource_name_keys_dmf_dated" ("api_name", "key", "record_id", "birth_date") SELECT p."api_name", p."key", p."record_id", r."birth_date" FROM "datasource_name_keys_dmf" p LEFT JOIN "dmf_records" r ON r."id" = p."record_id";--> statement-breakpoint
DROP TABLE "datasource_name_keys_dmf";--> statement-breakpoint
ALTER TABLE "datasource_name_keys_dmf_dated" RENAME TO "datasource_name_keys_dmf";--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ATTACH PARTITION "datasource_name_keys_dmf" FOR VALUES IN ('dmf');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dmf_key_idx" ON "datasource_name_keys_dmf" USING btree ("key","record_id") INCLUDE ("birth_date");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dmf_record_idx" ON "datasource_name_keys_dmf" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_name_keys_dmf";--> statement-breakpoint
CREATE TABLE "datasource_name_keys_dod_dated" (LIKE "datasource_name_keys");--> statement-breakpoint
INSERT INTO "datasource_name_keys_dod_dated" ("api_name", "key", "record_id", "birth_date") SELECT p."api_name", p."key", p."record_id", r."birth_date" FROM "datasource_name_keys_dod" p LEFT JOIN "dod_records" r ON r."id" = p."record_id";--> statement-breakpoint
DROP TABLE "datasource_name_keys_dod";--> statement-breakpoint
ALTER TABLE "datasource_name_keys_dod_dated" RENAME TO "datasource_name_keys_dod";--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ATTACH PARTITION "datasource_name_keys_dod" FOR VALUES IN ('dod');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dod_key_idx" ON "datasource_name_keys_dod" USING btree ("key","record_id") INCLUDE ("birth_date");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dod_record_idx" ON "datasource_name_keys_dod" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_name_keys_dod";--> statement-breakpoint
CREATE TABLE "datasource_name_keys_dos_dated" (LIKE "datasource_name_keys");--> statement-breakpoint
INSERT INTO "datasource_name_keys_dos_dated" ("api_name", "key", "record_id", "birth_date") SELECT p."api_name", p."key", p."record_id", r."birth_date" FROM "datasource_name_keys_dos" p LEFT JOIN "dos_records" r ON r."id" = p."record_id";--> statement-breakpoint
DROP TABLE "datasource_name_keys_dos";--> statement-breakpoint
ALTER TABLE "datasource_name_keys_dos_dated" RENAME TO "datasource_name_keys_dos";--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ATTACH PARTITION "datasource_name_keys_dos" FOR VALUES IN ('dos');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dos_key_idx" ON "datasource_name_keys_dos" USING btree ("key","record_id") INCLUDE ("birth_date");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dos_record_idx" ON "datasource_name_keys_dos" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_name_keys_dos";--> statement-breakpoint
CREATE TABLE "datasource_name_keys_leie_private_dated" (LIKE "datasource_name_keys");--> statement-breakpoint
INSERT INTO "datasource_name_keys_leie_private_dated" ("api_name", "key", "record_id", "birth_date") SELECT p."api_name", p."key", p."record_id", r."birth_date" FROM "datasource_name_keys_leie_private" p LEFT JOIN "leie_private_records" r ON r."id" = p."record_id";--> statement-breakpoint
DROP TABLE "datasource_name_keys_leie_private";--> statement-breakpoint
ALTER TABLE "datasource_name_keys_leie_private_dated" RENAME TO "datasource_name_keys_leie_private";--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ATTACH PARTITION "datasource_name_keys_leie_private" FOR VALUES IN ('leiePrivate');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_leie_private_key_idx" ON "datasource_name_keys_leie_private" USING btree ("key","record_id") INCLUDE ("birth_date");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_leie_private_record_idx" ON "datasource_name_keys_leie_private" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_name_keys_leie_private";--> statement-breakpoint
CREATE TABLE "datasource_name_keys_leie_public_dated" (LIKE "datasource_name_keys");--> statement-breakpoint
INSERT INTO "datasource_name_keys_leie_public_dated" ("api_name", "key", "record_id", "birth_date") SELECT p."api_name", p."key", p."record_id", r."birth_date" FROM "datasource_name_keys_leie_public" p LEFT JOIN "leie_public_records" r ON r."id" = p."record_id";--> statement-breakpoint
DROP TABLE "datasource_name_keys_leie_public";--> statement-breakpoint
ALTER TABLE "datasource_name_keys_leie_public_dated" RENAME TO "datasource_name_keys_leie_public";--> statement-breakpoint
ALTER TABLE "datasource_name_keys" ATTACH PARTITION "datasource_name_keys_leie_public" FOR VALUES IN ('leiePublic');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_leie_public_key_idx" ON "datasource_name_keys_leie_public" USING btree ("key","record_id") INCLUDE ("birth_date");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_leie_public_record_idx" ON "datasource_name_keys_leie_public" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_name_keys_leie_public";
