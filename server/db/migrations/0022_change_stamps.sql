-- Freshness stamps for the answers the service keeps (issue 21: the SLA-sorted case lists, metadata query
-- answers). A statement-level trigger bumps a counter in the writing transaction, so the counter moves in commit
-- order: a reader that saw version N has seen every change committed before N, whichever instance or code path
-- wrote it (max(id) or max(updated_at) could not tell when two writers committed out of order). Writers of one
-- counter queue on its row only for the rest of their transaction; case and document writes are short.
CREATE TABLE IF NOT EXISTS "change_stamps" (
  "name" text PRIMARY KEY NOT NULL,
  "version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "change_stamps" ("name") VALUES ('cases'), ('meta_documents') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_change_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE change_stamps SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER cases_change_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cases"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('cases');--> statement-breakpoint
CREATE TRIGGER case_history_change_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_history"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('cases');--> statement-breakpoint
CREATE TRIGGER case_notes_change_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "case_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('cases');--> statement-breakpoint
CREATE TRIGGER severity_priority_times_change_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "severity_priority_times" FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('cases');--> statement-breakpoint
-- A case's targets follow its tenant's ancestors' time mappings: a moved tenant changes them.
CREATE TRIGGER tenants_change_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tenants"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('cases');--> statement-breakpoint
CREATE TRIGGER meta_documents_change_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meta_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('meta_documents');--> statement-breakpoint
-- Functions, so that callers keep one name whatever the stamp is made of.
CREATE OR REPLACE FUNCTION case_list_stamp() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT version::text FROM change_stamps WHERE name = 'cases'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION meta_documents_stamp() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT version::text FROM change_stamps WHERE name = 'meta_documents'
$$;
