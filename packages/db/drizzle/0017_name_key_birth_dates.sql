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
DO $$
DECLARE
  source record;
  partition text;
BEGIN
  FOR source IN
    SELECT * FROM (VALUES
      ('aisObituary', 'ais_obituary'), ('aisProbate', 'ais_probate'), ('bop', 'bop'), ('dmf', 'dmf'),
      ('dod', 'dod'), ('dos', 'dos'), ('leiePrivate', 'leie_private'), ('leiePublic', 'leie_public')
    ) AS listed(api_name, stem)
  LOOP
    partition := 'datasource_name_keys_' || source.stem;
    EXECUTE format('CREATE TABLE %I (LIKE datasource_name_keys)', partition || '_dated');
    EXECUTE format(
      'INSERT INTO %I (api_name, key, record_id, birth_date)
       SELECT p.api_name, p.key, p.record_id, r.birth_date FROM %I p LEFT JOIN %I r ON r.id = p.record_id',
      partition || '_dated', partition, source.stem || '_records');
    EXECUTE format('DROP TABLE %I', partition);
    EXECUTE format('ALTER TABLE %I RENAME TO %I', partition || '_dated', partition);
    EXECUTE format('ALTER TABLE datasource_name_keys ATTACH PARTITION %I FOR VALUES IN (%L)', partition, source.api_name);
    EXECUTE format('CREATE INDEX %I ON %I USING btree (key, record_id) INCLUDE (birth_date)', partition || '_key_idx', partition);
    EXECUTE format('CREATE INDEX %I ON %I USING btree (record_id)', partition || '_record_idx', partition);
    EXECUTE format('ANALYZE %I', partition);
  END LOOP;
END $$;
