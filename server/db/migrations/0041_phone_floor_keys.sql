-- Issue 39: three more keys of the phone floor. A database seeded before they existed has role maps without them,
-- and a missing key is denied; each existing profile gets them as it holds the nearest key it already has, as in
-- 0028 and 0040 (a fresh database has no roles yet here and is seeded with them):
-- the queues' service level (36__44020) as the team view (73__73004); a queue's overflow setup (36__44006) and
-- downloading call recordings (36__44010) as editing metadata (37__37002), the supervisors' administration.
INSERT INTO "role_permissions" ("role_id", "key", "value")
SELECT "roles"."id", '36__44020', coalesce(held."value", 0)
FROM "roles"
LEFT JOIN "role_permissions" held ON held."role_id" = "roles"."id" AND held."key" = '73__73004'
ON CONFLICT ("role_id", "key") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "key", "value")
SELECT "roles"."id", keys."key", coalesce(held."value", 0)
FROM "roles"
CROSS JOIN (VALUES ('36__44006'), ('36__44010')) AS keys("key")
LEFT JOIN "role_permissions" held ON held."role_id" = "roles"."id" AND held."key" = '37__37002'
ON CONFLICT ("role_id", "key") DO NOTHING;
