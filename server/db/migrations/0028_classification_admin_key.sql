-- Issue 34: changing the case classification needs 7__7003. A database seeded before the key existed has role
-- maps without it, and a missing key is denied, so nobody could change the classification there. Each existing
-- profile gets it as it holds case set-up (17__17006), the administration it belongs with; a fresh database has
-- no roles yet at this point and is seeded with the key.
INSERT INTO "role_permissions" ("role_id", "key", "value")
SELECT "roles"."id", '7__7003', coalesce(setup."value", 0)
FROM "roles"
LEFT JOIN "role_permissions" setup ON setup."role_id" = "roles"."id" AND setup."key" = '17__17006'
ON CONFLICT ("role_id", "key") DO NOTHING;
