CREATE TABLE "case_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"record_type" text DEFAULT 'case' NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"classification_l1" integer,
	"classification_l2" integer,
	"classification_l3" integer,
	"classification_l4" integer,
	"severity" text NOT NULL,
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"workgroup_id" integer NOT NULL,
	"owner_user_id" integer,
	"party_type" text,
	"party_id" integer,
	"party_name" text,
	"source" text NOT NULL,
	"caller_phone" text,
	"due_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cases_record_type" CHECK ("cases"."record_type" in ('case', 'lead')),
	CONSTRAINT "cases_party" CHECK (("cases"."party_type" is null) = ("cases"."party_id" is null))
);
--> statement-breakpoint
CREATE TABLE "workflow_counters" (
	"tenant_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "workflow_counters_tenant_id_record_type_pk" PRIMARY KEY("tenant_id","record_type")
);
--> statement-breakpoint
CREATE TABLE "workgroup_members" (
	"workgroup_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_supervisor" boolean DEFAULT false NOT NULL,
	CONSTRAINT "workgroup_members_workgroup_id_user_id_pk" PRIMARY KEY("workgroup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workgroups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workgroups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"wrkgrp_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workgroups_type" CHECK ("workgroups"."wrkgrp_type" in ('Case', 'Lead'))
);
--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_counters" ADD CONSTRAINT "workflow_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroups" ADD CONSTRAINT "workgroups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_history_case_idx" ON "case_history" USING btree ("case_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_tenant_number_uq" ON "cases" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "cases_workgroup_idx" ON "cases" USING btree ("workgroup_id");--> statement-breakpoint
CREATE INDEX "cases_owner_idx" ON "cases" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "cases_party_idx" ON "cases" USING btree ("party_type","party_id");--> statement-breakpoint
CREATE INDEX "workgroup_members_user_idx" ON "workgroup_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workgroups_tenant_name_type_uq" ON "workgroups" USING btree ("tenant_id","wrkgrp_type","name");