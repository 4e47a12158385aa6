CREATE TABLE "ais_obituary_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"birth_date" date,
	"death_date" date,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state_code" text,
	"postal_code" text
);
--> statement-breakpoint
CREATE TABLE "ais_probate_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"birth_date" date,
	"death_date" date,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state_code" text,
	"postal_code" text
);
--> statement-breakpoint
CREATE TABLE "bop_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"sentence_start_date" date,
	"release_date" date,
	"sentence_length" text,
	"federal_register_nbr" text,
	"confinement_place" text,
	"birth_date" date
);
--> statement-breakpoint
CREATE TABLE "dmf_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"birth_date" date,
	"death_date" date,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"suffix" text,
	"verify_or_proof" text NOT NULL,
	"datasource_descr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dod_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"birth_date" date,
	"death_date" date
);
--> statement-breakpoint
CREATE TABLE "dos_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"birth_date" date,
	"death_date" date
);
--> statement-breakpoint
CREATE TABLE "fod_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"search_criteria" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"tin" text,
	"state_of_birth_abbreviation" text,
	"state_file_number" text,
	"matching_state_abbreviation" text,
	"registration_date_day" text,
	"registration_date_month" text,
	"registration_date_year" text,
	"death_date_day" text,
	"death_date_month" text,
	"death_date_year" text,
	"birth_date_day" text,
	"birth_date_month" text,
	"birth_date_year" text
);
--> statement-breakpoint
CREATE TABLE "caivrs_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"tin" text,
	"agency_name" text,
	"tax_id_type" text,
	"case_type" text,
	"case_number" text,
	"collection_code" text,
	"collection_description" text,
	"phone_number" text,
	"datasource_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dbck_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"datasource_descr" text NOT NULL,
	"individual_business_indicator" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state_code" text,
	"postal_code" text,
	"country_code" text,
	"debt_number" text,
	"delinquent_debt_date" date,
	"debt_type" text,
	"agency_site_name" text,
	"agency_contact_name" text,
	"agency_address_line1" text,
	"agency_address_line2" text,
	"agency_city" text,
	"agency_state_code" text,
	"agency_postal_code" text,
	"agency_phone" text,
	"agency_phone_extension" text,
	"agency_state_phone" text,
	"agency_state_phone_extension" text,
	"agency_national_phone" text,
	"agency_national_phone_extension" text
);
--> statement-breakpoint
CREATE TABLE "leie_private_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"business_name" text,
	"birth_date" date,
	"exclusion_code" text NOT NULL,
	"exclusion_date" date,
	"exclusion_desc" text,
	"reinstatement_date" date,
	"provider_identifier" text,
	"npi" text,
	"upin" text,
	"address_line1" text,
	"city" text,
	"state_code" text,
	"postal_code" text,
	"general" text,
	"specialty" text,
	"waiver_state" text,
	"waiver_date" date,
	"datasource_desc" text NOT NULL,
	"tin" text
);
--> statement-breakpoint
CREATE TABLE "leie_public_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"business_name" text,
	"birth_date" date,
	"exclusion_code" text NOT NULL,
	"exclusion_date" date,
	"exclusion_desc" text,
	"reinstatement_date" date,
	"provider_identifier" text,
	"npi" text,
	"upin" text,
	"address_line1" text,
	"city" text,
	"state_code" text,
	"postal_code" text,
	"general" text,
	"specialty" text,
	"waiver_state" text,
	"waiver_date" date,
	"datasource_desc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sam_ex_pub_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"prefix" text,
	"suffix" text,
	"exclusion_code" text,
	"exclusion_date" date,
	"exclusion_desc" text,
	"exclusion_type" text,
	"exclusion_program" text,
	"agency" text,
	"cage_code" text,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"address_line4" text,
	"city" text,
	"state_code" text,
	"postal_code" text,
	"country_code" text,
	"classification" text,
	"specialty" text,
	"sam_number" text NOT NULL,
	"action_date" date,
	"termination_date" date,
	"create_date" date,
	"npi" text,
	"cross_reference" text,
	"datasource_desc" text NOT NULL,
	"uei" text,
	"agency_uei" text
);
--> statement-breakpoint
CREATE TABLE "sam_ex_res_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"prefix" text,
	"suffix" text,
	"exclusion_code" text,
	"exclusion_date" date,
	"exclusion_desc" text,
	"exclusion_type" text,
	"exclusion_program" text,
	"agency" text,
	"cage_code" text,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"address_line4" text,
	"city" text,
	"state_code" text,
	"postal_code" text,
	"country_code" text,
	"classification" text,
	"specialty" text,
	"sam_number" text NOT NULL,
	"action_date" date,
	"termination_date" date,
	"create_date" date,
	"npi" text,
	"cross_reference" text,
	"datasource_desc" text NOT NULL,
	"uei" text,
	"agency_uei" text,
	"tin" text
);
--> statement-breakpoint
CREATE TABLE "datasource_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"load_id" bigint NOT NULL,
	"api_name" text NOT NULL,
	"natural_key" text NOT NULL,
	"change_kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasource_load_rejections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"load_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"file" text,
	"column_name" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasource_name_keys" (
	"key" text NOT NULL,
	"api_name" text NOT NULL,
	"record_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofac_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"address_line3" text,
	"city" text,
	"state_code" text,
	"postal_code" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "ofac_aliases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"alias_type" text NOT NULL,
	"name" text NOT NULL,
	"strength" text NOT NULL,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "ofac_alternate_ids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"county_code" text,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"issue_date" date,
	"expiration_date" date
);
--> statement-breakpoint
CREATE TABLE "ofac_birth_dates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"alternate_birth_date" text NOT NULL,
	"birth_date_from" date,
	"birth_date_to" date,
	"approximate" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofac_birth_places" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"place_of_birth" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofac_citizenships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofac_nationalities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofac_programs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"program" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofac_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"src_sys_type_cd_desc" text NOT NULL,
	"type" text NOT NULL,
	"type_description" text NOT NULL,
	"sdn_type" text NOT NULL,
	"ent_num" text NOT NULL,
	"title" text,
	"remarks" text,
	"call_sign" text,
	"vessel_type" text,
	"tonnage" text,
	"gross_registered_tonnage" text,
	"vessel_flag" text,
	"vessel_owner" text
);
--> statement-breakpoint
CREATE TABLE "sam_ent_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state_code" text,
	"postal_code" text,
	"country_code" text,
	"name" text,
	"address_type_code" text,
	"us_phone" text,
	"fax" text
);
--> statement-breakpoint
CREATE TABLE "sam_ent_business_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"business_code" text,
	"business_code_description" text
);
--> statement-breakpoint
CREATE TABLE "sam_ent_disaster_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"display_description" text,
	"display_value" text
);
--> statement-breakpoint
CREATE TABLE "sam_ent_fsc_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"fsc_code" text NOT NULL,
	"fsc_description" text
);
--> statement-breakpoint
CREATE TABLE "sam_ent_naics_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"naics_code" text NOT NULL,
	"naics_description" text,
	"small_business_indicator" text,
	"emerging_small_business_indicator" text,
	"primary_indicator" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sam_ent_org_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"organization_code" text,
	"organization_code_description" text
);
--> statement-breakpoint
CREATE TABLE "sam_ent_psc_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"psc_code" text NOT NULL,
	"psc_description" text
);
--> statement-breakpoint
CREATE TABLE "sam_ent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"tin" text,
	"uei" text NOT NULL,
	"eft_indicator" text,
	"dba" text,
	"business_name" text,
	"name" text NOT NULL,
	"cage_code" text,
	"registration_status" text,
	"division_name" text,
	"division_number" text,
	"company_url" text,
	"financial_institute" text,
	"aba_routing_number" text,
	"account_number" text,
	"account_type" text,
	"physical_street_address_line1" text,
	"physical_street_address_line2" text,
	"physical_city" text,
	"physical_state_code" text,
	"physical_postal_code" text,
	"physical_country_code" text,
	"mail_name" text,
	"mail_street_address_line1" text,
	"mail_street_address_line2" text,
	"mail_city" text,
	"mail_state_code" text,
	"mail_postal_code" text,
	"mail_country_code" text,
	"business_start_date" date,
	"business_termination_date" date,
	"delinquent_federal_debt_flag" text,
	"dodaac" text,
	"last_update_date" date,
	"fiscal_year_end_close_date" text,
	"activation_date" date,
	"authorization_date" date,
	"initial_registration_date" date,
	"expiration_date" date,
	"exclusion_status_flag" text
);
--> statement-breakpoint
CREATE TABLE "sam_ent_small_businesses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"sba_code" text NOT NULL,
	"sba_description" text,
	"expiration_date" date
);
--> statement-breakpoint
CREATE TABLE "arl_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"business_name" text,
	"tax_id_type" text,
	"address_line1" text,
	"city_name" text,
	"state_code" text,
	"postal_code" text,
	"country_code" text,
	"also_known_as" text,
	"search_exemption_type" text,
	"search_exemption_type_desc" text,
	"revocation_date_text" text,
	"revocation_date" date,
	"posting_date_text" text,
	"posting_date" date,
	"reinstatement_date_text" text,
	"reinstatement_date" date
);
--> statement-breakpoint
CREATE TABLE "form990n_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"business_name" text,
	"tax_year" text,
	"tax_period_begin_date" date,
	"tax_period_end_date" date,
	"receipt_under_allowance" text,
	"terminated" text,
	"company_url" text,
	"also_known_as" text,
	"officer_name" text,
	"mailing_addr_line1" text,
	"mailing_addr_line2" text,
	"mailing_city" text,
	"mailing_state" text,
	"mailing_zip" text,
	"mailing_country" text,
	"officer_address_line1" text,
	"officer_address_line2" text,
	"officer_city" text,
	"officer_state_cd" text,
	"officer_postal_cd" text,
	"officer_country_cd" text
);
--> statement-breakpoint
CREATE TABLE "pub78_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"natural_key" text NOT NULL,
	"load_id" bigint NOT NULL,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"tin" text,
	"tax_id_type" text,
	"city_name" text,
	"state_code" text,
	"country" text,
	"party_type_cd" text NOT NULL,
	"business_name" text,
	"deductibility_code" text,
	"deductibility_desc" text
);
--> statement-breakpoint
ALTER TABLE "ais_obituary_records" ADD CONSTRAINT "ais_obituary_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ais_probate_records" ADD CONSTRAINT "ais_probate_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bop_records" ADD CONSTRAINT "bop_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmf_records" ADD CONSTRAINT "dmf_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dod_records" ADD CONSTRAINT "dod_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dos_records" ADD CONSTRAINT "dos_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fod_records" ADD CONSTRAINT "fod_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caivrs_records" ADD CONSTRAINT "caivrs_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dbck_records" ADD CONSTRAINT "dbck_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leie_private_records" ADD CONSTRAINT "leie_private_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leie_public_records" ADD CONSTRAINT "leie_public_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ex_pub_records" ADD CONSTRAINT "sam_ex_pub_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ex_res_records" ADD CONSTRAINT "sam_ex_res_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasource_deltas" ADD CONSTRAINT "datasource_deltas_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasource_load_rejections" ADD CONSTRAINT "datasource_load_rejections_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_addresses" ADD CONSTRAINT "ofac_addresses_record_id_ofac_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ofac_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_aliases" ADD CONSTRAINT "ofac_aliases_record_id_ofac_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ofac_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_alternate_ids" ADD CONSTRAINT "ofac_alternate_ids_record_id_ofac_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ofac_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_birth_dates" ADD CONSTRAINT "ofac_birth_dates_record_id_ofac_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ofac_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_birth_places" ADD CONSTRAINT "ofac_birth_places_record_id_ofac_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ofac_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_citizenships" ADD CONSTRAINT "ofac_citizenships_record_id_ofac_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ofac_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_nationalities" ADD CONSTRAINT "ofac_nationalities_record_id_ofac_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ofac_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_programs" ADD CONSTRAINT "ofac_programs_record_id_ofac_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ofac_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofac_records" ADD CONSTRAINT "ofac_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_addresses" ADD CONSTRAINT "sam_ent_addresses_record_id_sam_ent_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sam_ent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_business_types" ADD CONSTRAINT "sam_ent_business_types_record_id_sam_ent_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sam_ent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_disaster_responses" ADD CONSTRAINT "sam_ent_disaster_responses_record_id_sam_ent_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sam_ent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_fsc_details" ADD CONSTRAINT "sam_ent_fsc_details_record_id_sam_ent_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sam_ent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_naics_details" ADD CONSTRAINT "sam_ent_naics_details_record_id_sam_ent_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sam_ent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_org_types" ADD CONSTRAINT "sam_ent_org_types_record_id_sam_ent_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sam_ent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_psc_details" ADD CONSTRAINT "sam_ent_psc_details_record_id_sam_ent_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sam_ent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_records" ADD CONSTRAINT "sam_ent_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sam_ent_small_businesses" ADD CONSTRAINT "sam_ent_small_businesses_record_id_sam_ent_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sam_ent_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arl_records" ADD CONSTRAINT "arl_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form990n_records" ADD CONSTRAINT "form990n_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub78_records" ADD CONSTRAINT "pub78_records_load_id_datasource_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."datasource_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ais_obituary_records_key_idx" ON "ais_obituary_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "ais_obituary_records_tin_idx" ON "ais_obituary_records" USING btree ("tin") WHERE "ais_obituary_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ais_probate_records_key_idx" ON "ais_probate_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "ais_probate_records_tin_idx" ON "ais_probate_records" USING btree ("tin") WHERE "ais_probate_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bop_records_key_idx" ON "bop_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "bop_records_tin_idx" ON "bop_records" USING btree ("tin") WHERE "bop_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dmf_records_key_idx" ON "dmf_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "dmf_records_tin_idx" ON "dmf_records" USING btree ("tin") WHERE "dmf_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dod_records_key_idx" ON "dod_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "dod_records_tin_idx" ON "dod_records" USING btree ("tin") WHERE "dod_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dos_records_key_idx" ON "dos_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "dos_records_tin_idx" ON "dos_records" USING btree ("tin") WHERE "dos_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fod_records_key_idx" ON "fod_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "fod_records_tin_idx" ON "fod_records" USING btree ("tin") WHERE "fod_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "caivrs_records_key_idx" ON "caivrs_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "caivrs_records_tin_idx" ON "caivrs_records" USING btree ("tin") WHERE "caivrs_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dbck_records_key_idx" ON "dbck_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "dbck_records_tin_idx" ON "dbck_records" USING btree ("tin") WHERE "dbck_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leie_private_records_key_idx" ON "leie_private_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "leie_private_records_tin_idx" ON "leie_private_records" USING btree ("tin") WHERE "leie_private_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leie_public_records_key_idx" ON "leie_public_records" USING btree ("natural_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sam_ex_pub_records_key_idx" ON "sam_ex_pub_records" USING btree ("natural_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sam_ex_res_records_key_idx" ON "sam_ex_res_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "sam_ex_res_records_tin_idx" ON "sam_ex_res_records" USING btree ("tin") WHERE "sam_ex_res_records"."tin" is not null;--> statement-breakpoint
CREATE INDEX "datasource_deltas_load_idx" ON "datasource_deltas" USING btree ("load_id","change_kind");--> statement-breakpoint
CREATE INDEX "datasource_deltas_key_idx" ON "datasource_deltas" USING btree ("api_name","natural_key");--> statement-breakpoint
CREATE INDEX "datasource_load_rejections_load_idx" ON "datasource_load_rejections" USING btree ("load_id","line");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_key_idx" ON "datasource_name_keys" USING btree ("key","api_name");--> statement-breakpoint
CREATE INDEX "datasource_name_keys_record_idx" ON "datasource_name_keys" USING btree ("api_name","record_id");--> statement-breakpoint
CREATE INDEX "ofac_addresses_record_idx" ON "ofac_addresses" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "ofac_aliases_record_idx" ON "ofac_aliases" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "ofac_alternate_ids_record_idx" ON "ofac_alternate_ids" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "ofac_birth_dates_record_idx" ON "ofac_birth_dates" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "ofac_birth_places_record_idx" ON "ofac_birth_places" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "ofac_citizenships_record_idx" ON "ofac_citizenships" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "ofac_nationalities_record_idx" ON "ofac_nationalities" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "ofac_programs_record_idx" ON "ofac_programs" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ofac_records_key_idx" ON "ofac_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "sam_ent_addresses_record_idx" ON "sam_ent_addresses" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "sam_ent_business_types_record_idx" ON "sam_ent_business_types" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "sam_ent_disaster_responses_record_idx" ON "sam_ent_disaster_responses" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "sam_ent_fsc_details_record_idx" ON "sam_ent_fsc_details" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "sam_ent_naics_details_record_idx" ON "sam_ent_naics_details" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "sam_ent_org_types_record_idx" ON "sam_ent_org_types" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "sam_ent_psc_details_record_idx" ON "sam_ent_psc_details" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sam_ent_records_key_idx" ON "sam_ent_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "sam_ent_records_tin_idx" ON "sam_ent_records" USING btree ("tin") WHERE "sam_ent_records"."tin" is not null;--> statement-breakpoint
CREATE INDEX "sam_ent_small_businesses_record_idx" ON "sam_ent_small_businesses" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "arl_records_key_idx" ON "arl_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "arl_records_tin_idx" ON "arl_records" USING btree ("tin") WHERE "arl_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "form990n_records_key_idx" ON "form990n_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "form990n_records_tin_idx" ON "form990n_records" USING btree ("tin") WHERE "form990n_records"."tin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pub78_records_key_idx" ON "pub78_records" USING btree ("natural_key");--> statement-breakpoint
CREATE INDEX "pub78_records_tin_idx" ON "pub78_records" USING btree ("tin") WHERE "pub78_records"."tin" is not null;