-- Every TIN-bearing source's TINs in one narrow table, as int8, beside the record id: the batch matcher's
-- exact-TIN join reads 24 bytes a record here instead of each source's whole row (dmf_records is 1.5 GB at
-- ten million records), and hashes integers instead of text (docs/matching.md, "The exact-TIN join").
-- LIST-partitioned by source like datasource_name_keys: a first load rebuilds its own partition's indexes,
-- and a join over the sources a group may use reads only theirs. Every stored TIN is nine digits (the
-- record contracts refuse any other), which is what makes int8 exact; the regular expression only keeps a
-- malformed value out rather than failing the migration.
-- The loaders keep it in the transaction that writes the records (first-load.ts, apply-load.ts).
SET LOCAL maintenance_work_mem = '512MB';--> statement-breakpoint
CREATE TABLE "datasource_tin_keys" (
	"tin" bigint NOT NULL,
	"record_id" bigint NOT NULL,
	"api_name" text NOT NULL
) PARTITION BY LIST ("api_name");--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_ais_obituary" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('aisObituary');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_ais_obituary" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'aisObituary' FROM "ais_obituary_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_ais_obituary_tin_idx" ON "datasource_tin_keys_ais_obituary" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_ais_obituary_record_idx" ON "datasource_tin_keys_ais_obituary" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_ais_obituary";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_ais_probate" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('aisProbate');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_ais_probate" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'aisProbate' FROM "ais_probate_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_ais_probate_tin_idx" ON "datasource_tin_keys_ais_probate" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_ais_probate_record_idx" ON "datasource_tin_keys_ais_probate" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_ais_probate";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_bop" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('bop');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_bop" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'bop' FROM "bop_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_bop_tin_idx" ON "datasource_tin_keys_bop" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_bop_record_idx" ON "datasource_tin_keys_bop" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_bop";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_caivrs" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('caivrs');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_caivrs" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'caivrs' FROM "caivrs_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_caivrs_tin_idx" ON "datasource_tin_keys_caivrs" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_caivrs_record_idx" ON "datasource_tin_keys_caivrs" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_caivrs";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_dbck" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('dbck');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_dbck" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'dbck' FROM "dbck_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_dbck_tin_idx" ON "datasource_tin_keys_dbck" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_dbck_record_idx" ON "datasource_tin_keys_dbck" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_dbck";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_dmf" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('dmf');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_dmf" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'dmf' FROM "dmf_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_dmf_tin_idx" ON "datasource_tin_keys_dmf" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_dmf_record_idx" ON "datasource_tin_keys_dmf" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_dmf";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_dod" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('dod');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_dod" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'dod' FROM "dod_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_dod_tin_idx" ON "datasource_tin_keys_dod" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_dod_record_idx" ON "datasource_tin_keys_dod" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_dod";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_dos" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('dos');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_dos" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'dos' FROM "dos_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_dos_tin_idx" ON "datasource_tin_keys_dos" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_dos_record_idx" ON "datasource_tin_keys_dos" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_dos";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_fod" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('fod');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_fod" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'fod' FROM "fod_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_fod_tin_idx" ON "datasource_tin_keys_fod" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_fod_record_idx" ON "datasource_tin_keys_fod" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_fod";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_leie_private" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('leiePrivate');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_leie_private" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'leiePrivate' FROM "leie_private_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_leie_private_tin_idx" ON "datasource_tin_keys_leie_private" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_leie_private_record_idx" ON "datasource_tin_keys_leie_private" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_leie_private";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_sam_ex_res" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('samExRes');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_sam_ex_res" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'samExRes' FROM "sam_ex_res_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_sam_ex_res_tin_idx" ON "datasource_tin_keys_sam_ex_res" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_sam_ex_res_record_idx" ON "datasource_tin_keys_sam_ex_res" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_sam_ex_res";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_sam_ent" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('samEnt');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_sam_ent" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'samEnt' FROM "sam_ent_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_sam_ent_tin_idx" ON "datasource_tin_keys_sam_ent" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_sam_ent_record_idx" ON "datasource_tin_keys_sam_ent" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_sam_ent";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_arl" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('arl');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_arl" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'arl' FROM "arl_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_arl_tin_idx" ON "datasource_tin_keys_arl" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_arl_record_idx" ON "datasource_tin_keys_arl" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_arl";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_form990n" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('form990n');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_form990n" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'form990n' FROM "form990n_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_form990n_tin_idx" ON "datasource_tin_keys_form990n" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_form990n_record_idx" ON "datasource_tin_keys_form990n" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_form990n";--> statement-breakpoint
CREATE TABLE "datasource_tin_keys_pub78" PARTITION OF "datasource_tin_keys" FOR VALUES IN ('pub78');--> statement-breakpoint
INSERT INTO "datasource_tin_keys_pub78" ("tin", "record_id", "api_name") SELECT "tin"::bigint, "id", 'pub78' FROM "pub78_records" WHERE "tin" ~ '^[0-9]{9}$';--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_pub78_tin_idx" ON "datasource_tin_keys_pub78" USING btree ("tin") INCLUDE ("record_id");--> statement-breakpoint
CREATE INDEX "datasource_tin_keys_pub78_record_idx" ON "datasource_tin_keys_pub78" USING btree ("record_id");--> statement-breakpoint
ANALYZE "datasource_tin_keys_pub78";
