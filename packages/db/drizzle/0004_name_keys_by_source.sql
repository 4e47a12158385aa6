-- The name index stores 32-bit key hashes, partitioned by source (docs/data-storage.md).
-- Stored name keys cannot be converted in SQL (they are computed by the matching engine), so the
-- loaded datasources are emptied and must be loaded again: `npm start` reloads the demo set, and
-- `npm run cli -- ingest|generate` the rest. Audit rows are untouched.
TRUNCATE TABLE "datasource_loads" CASCADE;--> statement-breakpoint
DROP TABLE "datasource_name_keys";--> statement-breakpoint
CREATE TABLE "datasource_name_keys" (
	"api_name" text NOT NULL,
	"key" integer NOT NULL,
	"record_id" bigint NOT NULL
) PARTITION BY LIST ("api_name");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_ais_obituary" PARTITION OF "datasource_name_keys" FOR VALUES IN ('aisObituary');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ais_obituary_key_idx" ON "datasource_name_keys_ais_obituary" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ais_obituary_record_idx" ON "datasource_name_keys_ais_obituary" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_ais_probate" PARTITION OF "datasource_name_keys" FOR VALUES IN ('aisProbate');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ais_probate_key_idx" ON "datasource_name_keys_ais_probate" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ais_probate_record_idx" ON "datasource_name_keys_ais_probate" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_caivrs" PARTITION OF "datasource_name_keys" FOR VALUES IN ('caivrs');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_caivrs_key_idx" ON "datasource_name_keys_caivrs" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_caivrs_record_idx" ON "datasource_name_keys_caivrs" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_sam_ent" PARTITION OF "datasource_name_keys" FOR VALUES IN ('samEnt');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_sam_ent_key_idx" ON "datasource_name_keys_sam_ent" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_sam_ent_record_idx" ON "datasource_name_keys_sam_ent" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_dbck" PARTITION OF "datasource_name_keys" FOR VALUES IN ('dbck');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dbck_key_idx" ON "datasource_name_keys_dbck" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dbck_record_idx" ON "datasource_name_keys_dbck" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_dmf" PARTITION OF "datasource_name_keys" FOR VALUES IN ('dmf');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dmf_key_idx" ON "datasource_name_keys_dmf" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dmf_record_idx" ON "datasource_name_keys_dmf" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_dod" PARTITION OF "datasource_name_keys" FOR VALUES IN ('dod');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dod_key_idx" ON "datasource_name_keys_dod" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dod_record_idx" ON "datasource_name_keys_dod" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_dos" PARTITION OF "datasource_name_keys" FOR VALUES IN ('dos');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dos_key_idx" ON "datasource_name_keys_dos" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_dos_record_idx" ON "datasource_name_keys_dos" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_sam_ex_res" PARTITION OF "datasource_name_keys" FOR VALUES IN ('samExRes');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_sam_ex_res_key_idx" ON "datasource_name_keys_sam_ex_res" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_sam_ex_res_record_idx" ON "datasource_name_keys_sam_ex_res" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_sam_ex_pub" PARTITION OF "datasource_name_keys" FOR VALUES IN ('samExPub');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_sam_ex_pub_key_idx" ON "datasource_name_keys_sam_ex_pub" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_sam_ex_pub_record_idx" ON "datasource_name_keys_sam_ex_pub" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_leie_public" PARTITION OF "datasource_name_keys" FOR VALUES IN ('leiePublic');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_leie_public_key_idx" ON "datasource_name_keys_leie_public" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_leie_public_record_idx" ON "datasource_name_keys_leie_public" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_leie_private" PARTITION OF "datasource_name_keys" FOR VALUES IN ('leiePrivate');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_leie_private_key_idx" ON "datasource_name_keys_leie_private" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_leie_private_record_idx" ON "datasource_name_keys_leie_private" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_ofac" PARTITION OF "datasource_name_keys" FOR VALUES IN ('ofac');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ofac_key_idx" ON "datasource_name_keys_ofac" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_ofac_record_idx" ON "datasource_name_keys_ofac" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_arl" PARTITION OF "datasource_name_keys" FOR VALUES IN ('arl');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_arl_key_idx" ON "datasource_name_keys_arl" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_arl_record_idx" ON "datasource_name_keys_arl" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_fod" PARTITION OF "datasource_name_keys" FOR VALUES IN ('fod');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_fod_key_idx" ON "datasource_name_keys_fod" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_fod_record_idx" ON "datasource_name_keys_fod" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_pub78" PARTITION OF "datasource_name_keys" FOR VALUES IN ('pub78');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_pub78_key_idx" ON "datasource_name_keys_pub78" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_pub78_record_idx" ON "datasource_name_keys_pub78" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_form990n" PARTITION OF "datasource_name_keys" FOR VALUES IN ('form990n');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_form990n_key_idx" ON "datasource_name_keys_form990n" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_form990n_record_idx" ON "datasource_name_keys_form990n" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_keys_bop" PARTITION OF "datasource_name_keys" FOR VALUES IN ('bop');--> statement-breakpoint
CREATE INDEX "datasource_name_keys_bop_key_idx" ON "datasource_name_keys_bop" USING btree ("key","record_id");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_bop_record_idx" ON "datasource_name_keys_bop" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "datasource_name_key_counts" (
	"api_name" text NOT NULL,
	"key" integer NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "datasource_name_key_counts_api_name_key_pk" PRIMARY KEY("api_name","key")
);
