CREATE TABLE "campaign_target_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_target_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"party_type" text NOT NULL,
	"party_id" integer NOT NULL,
	"disposition" text NOT NULL,
	"status" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"agent_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"party_type" text NOT NULL,
	"party_id" integer NOT NULL,
	"party_name" text NOT NULL,
	"phone" text,
	"status" text DEFAULT 'New' NOT NULL,
	"agent_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_targets_party" CHECK ("campaign_targets"."party_type" in ('employer', 'contact', 'employee', 'lead'))
);
--> statement-breakpoint
CREATE TABLE "campaign_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"version_number" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"call_script" text DEFAULT '' NOT NULL,
	"outcome_note" text DEFAULT '' NOT NULL,
	"mandatory_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" text,
	"end_date" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_versions_status" CHECK ("campaign_versions"."status" in ('draft', 'active', 'paused', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_configuration" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_target_outcomes" ADD CONSTRAINT "campaign_target_outcomes_target_id_campaign_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."campaign_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_target_outcomes" ADD CONSTRAINT "campaign_target_outcomes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_target_outcomes" ADD CONSTRAINT "campaign_target_outcomes_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_targets" ADD CONSTRAINT "campaign_targets_version_id_campaign_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."campaign_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_targets" ADD CONSTRAINT "campaign_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_targets" ADD CONSTRAINT "campaign_targets_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_versions" ADD CONSTRAINT "campaign_versions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_versions" ADD CONSTRAINT "campaign_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_versions" ADD CONSTRAINT "campaign_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_target_outcomes_party_idx" ON "campaign_target_outcomes" USING btree ("party_type","party_id");--> statement-breakpoint
CREATE INDEX "campaign_target_outcomes_target_idx" ON "campaign_target_outcomes" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_targets_party_uq" ON "campaign_targets" USING btree ("version_id","party_type","party_id");--> statement-breakpoint
CREATE INDEX "campaign_targets_agent_idx" ON "campaign_targets" USING btree ("agent_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_versions_number_uq" ON "campaign_versions" USING btree ("campaign_id","version_number");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_tenant_name_uq" ON "campaigns" USING btree ("tenant_id",lower("name"));