ALTER TABLE "cases" ADD COLUMN "pending_reason" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "resolution_code" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_configs" ADD COLUMN "reopen_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
CREATE INDEX "cases_remind_idx" ON "cases" USING btree ("remind_at") WHERE "cases"."remind_at" is not null;