-- A tamper-evident audit log (docs/audit.md). Each row carries prev_hash, the row_hash of the row
-- before it, and row_hash, the SHA-256 of its own canonical text (which includes prev_hash). A row
-- changed, removed or slipped in afterwards breaks the chain there, and `audit verify` says where.
-- The hashes are computed by a trigger, so no code path can forget them.
ALTER TABLE audit_log ADD COLUMN client_request_id text;
--> statement-breakpoint
ALTER TABLE audit_log ADD COLUMN client_address text;
--> statement-breakpoint
ALTER TABLE audit_log ADD COLUMN prev_hash text;
--> statement-breakpoint
ALTER TABLE audit_log ADD COLUMN row_hash text;
--> statement-breakpoint
-- The end of the chain, one row. Every insert locks it until its transaction ends, so inserts from
-- any number of processes form one line; it names the last row, so rows removed from the end show too.
CREATE TABLE audit_chain_head (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  last_id bigint NOT NULL,
  last_hash text NOT NULL
);
--> statement-breakpoint
-- What a row's hash covers: every column but row_hash that is not null, as one JSON object (jsonb
-- orders the keys), times in UTC whatever the session's zone. A column added later without a default
-- is covered from then on and leaves the text of older rows as it was.
CREATE FUNCTION audit_log_canonical(entry audit_log) RETURNS text
LANGUAGE sql STABLE
SET TimeZone = 'UTC'
AS $$
  SELECT jsonb_object_agg(field.key, field.value)::text
  FROM jsonb_each(to_jsonb(entry)) AS field
  WHERE field.key <> 'row_hash' AND field.value <> 'null'::jsonb
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_row_hash(entry audit_log) RETURNS text
LANGUAGE sql STABLE
AS $$
  SELECT encode(sha256(convert_to(audit_log_canonical(entry), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The rows written before this migration, chained in id order.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update_or_delete;
--> statement-breakpoint
DO $$
DECLARE
  entry audit_log;
  previous text := repeat('0', 64);
  last bigint := 0;
BEGIN
  FOR entry IN SELECT * FROM audit_log ORDER BY id LOOP
    entry.prev_hash := previous;
    previous := audit_log_row_hash(entry);
    UPDATE audit_log SET prev_hash = entry.prev_hash, row_hash = previous WHERE id = entry.id;
    last := entry.id;
  END LOOP;
  INSERT INTO audit_chain_head (last_id, last_hash) VALUES (last, previous);
END
$$;
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update_or_delete;
--> statement-breakpoint
-- The id comes from the trigger, drawn while the head is locked, so id order is chain order.
ALTER TABLE audit_log
  ALTER COLUMN id DROP DEFAULT,
  ALTER COLUMN prev_hash SET NOT NULL,
  ALTER COLUMN row_hash SET NOT NULL;
--> statement-breakpoint
-- SECURITY DEFINER: runs as the owner, so the API's role needs no right on the head or the sequence;
-- search_path fixed, pg_temp last, so no temporary table of the caller's can stand in for the head.
-- Whatever an INSERT says for id, prev_hash or row_hash is replaced.
CREATE FUNCTION audit_log_chain() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
  head audit_chain_head%ROWTYPE;
BEGIN
  -- Waits while another transaction holds the head, then reads what it committed (READ COMMITTED);
  -- under REPEATABLE READ or SERIALIZABLE a head changed since the snapshot is a serialization
  -- failure, never a fork of the chain.
  SELECT * INTO STRICT head FROM audit_chain_head FOR UPDATE;
  NEW.id := nextval('audit_log_id_seq');
  NEW.prev_hash := head.last_hash;
  NEW.row_hash := audit_log_row_hash(NEW);
  UPDATE audit_chain_head SET last_id = NEW.id, last_hash = NEW.row_hash;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_chain
  BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_chain();
--> statement-breakpoint
-- Only the owner may change audit rows or the head, whatever default privileges granted when the
-- tables were created (docs/audit.md sets the API's role up that way); anyone may read the head.
DO $$
DECLARE
  grant_row record;
BEGIN
  FOR grant_row IN
    SELECT DISTINCT c.relname AS table_name,
      CASE WHEN acl.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(acl.grantee)) END AS grantee
    FROM pg_class c, aclexplode(c.relacl) AS acl
    WHERE c.oid IN ('audit_log'::regclass, 'audit_chain_head'::regclass)
      AND acl.grantee <> c.relowner
      AND ((c.oid = 'audit_log'::regclass AND acl.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE', 'TRIGGER', 'REFERENCES'))
        OR (c.oid = 'audit_chain_head'::regclass AND acl.privilege_type <> 'SELECT'))
  LOOP
    IF grant_row.table_name = 'audit_log' THEN
      EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON audit_log FROM %s', grant_row.grantee);
    ELSE
      EXECUTE format('REVOKE ALL ON audit_chain_head FROM %s', grant_row.grantee);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
GRANT SELECT ON audit_chain_head TO PUBLIC;
