ALTER TABLE "tenant_configs" ADD COLUMN "monitor_notice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Issue 39 (added by hand): monitoring calls needs 73__73006. A database seeded before the key existed has role maps
-- without it, and a missing key is denied; each existing profile gets it as it sees the team's consoles (73__73004),
-- except administrators (the seed keeps it to Supervisor and Team Lead). A fresh database has no roles yet here.
INSERT INTO "role_permissions" ("role_id", "key", "value")
SELECT "roles"."id", '73__73006', CASE WHEN "roles"."name" = 'Administrator' THEN 0 ELSE coalesce(team."value", 0) END
FROM "roles"
LEFT JOIN "role_permissions" team ON team."role_id" = "roles"."id" AND team."key" = '73__73004'
ON CONFLICT ("role_id", "key") DO NOTHING;
