CREATE TABLE "telephony_monitor_sessions" (
	"monitor_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" integer,
	"supervisor_user_id" integer NOT NULL,
	"agent_user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "telephony_monitor_sessions" ADD CONSTRAINT "telephony_monitor_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_monitor_sessions" ADD CONSTRAINT "telephony_monitor_sessions_supervisor_user_id_users_id_fk" FOREIGN KEY ("supervisor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_monitor_sessions" ADD CONSTRAINT "telephony_monitor_sessions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telephony_monitor_sessions_open_idx" ON "telephony_monitor_sessions" USING btree ("supervisor_user_id") WHERE "telephony_monitor_sessions"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "telephony_callbacks" ADD COLUMN "offered_at" timestamp with time zone;
--> statement-breakpoint
-- Issue 39 (added by hand): sessions open in the audit trail when this runs (a start without a stop) become open
-- rows, so their supervisor can still stop them and the call's end or the console sweep ends them with a stop row.
INSERT INTO "telephony_monitor_sessions" ("monitor_id", "tenant_id", "supervisor_user_id", "agent_user_id", "started_at")
SELECT s."entity_id"::uuid, s."tenant_id", s."user_id", (s."detail"->>'agent_user_id')::integer, s."at"
FROM "audit_log" s
WHERE s."entity" = 'telephony_monitor' AND s."action" = 'monitor.start' AND s."user_id" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log" e
    WHERE e."entity" = 'telephony_monitor' AND e."action" = 'monitor.stop' AND e."entity_id" = s."entity_id"
  )
ON CONFLICT ("monitor_id") DO NOTHING;
