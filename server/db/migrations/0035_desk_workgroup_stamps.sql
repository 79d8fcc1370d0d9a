-- The desk keeps a user's workgroups and its windows (with their workgroup and owner names) under the cases' stamp
-- of migration 0022 (issue 38: each window call read them again). To keep that exact, a change to a workgroup or
-- its members moves the same counter in its own transaction. Such changes are rare beside case writes.
CREATE TRIGGER workgroups_change_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workgroups"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('cases');--> statement-breakpoint
CREATE TRIGGER workgroup_members_change_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workgroup_members"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('cases');
--> statement-breakpoint
-- The kept windows carry each row's owner name, and a search matches owner names: a renamed user moves it too.
CREATE TRIGGER users_name_change_stamp AFTER UPDATE OF full_name ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_change_stamp('cases');
