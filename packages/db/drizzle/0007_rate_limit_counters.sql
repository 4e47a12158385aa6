-- Requests per client in the current rate-limit window, one count shared by every API process on
-- this database (docs/authorization.md, "Rate limiting"). UNLOGGED: a counter written on every
-- request writes no WAL; a crash empties the table, which forgives at most one window.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
