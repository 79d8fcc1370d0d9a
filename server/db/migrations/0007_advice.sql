CREATE TABLE "advice_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advice_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"pdf_base64" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "advice_files_kind" CHECK ("advice_files"."kind" in ('advice', 'scheme_comparison', 'gap_comparison'))
);
--> statement-breakpoint
CREATE TABLE "advice_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advice_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"advice_id" integer,
	"user_id" integer,
	"to" text NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"message_id" text,
	"resend_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advice_mails_transport" CHECK ("advice_mails"."transport" in ('smtp', 'outbox')),
	CONSTRAINT "advice_mails_status" CHECK ("advice_mails"."status" in ('sent', 'failed', 'kept'))
);
--> statement-breakpoint
CREATE TABLE "advice_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advice_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"adviser_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"needs" jsonb,
	"filters" jsonb,
	"scheme_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gap_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendation" jsonb,
	"close_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advice_records_status" CHECK ("advice_records"."status" in ('draft', 'needs_captured', 'schemes_compared', 'recommended', 'documents_generated', 'sent', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "gap_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gap_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"benefits" jsonb NOT NULL,
	"rate_single" integer NOT NULL,
	"rate_family" integer NOT NULL,
	CONSTRAINT "gap_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "medical_schemes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_schemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"administrator" text NOT NULL,
	"registration_no" text NOT NULL,
	CONSTRAINT "medical_schemes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "scheme_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheme_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scheme_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" smallint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hospital" smallint NOT NULL,
	"coverage" text NOT NULL,
	"day_to_day_type" smallint NOT NULL,
	"day_to_day_limit" integer,
	"has_savings" boolean NOT NULL,
	"benefits" jsonb NOT NULL,
	"member_cost" integer NOT NULL,
	"adult_cost" integer NOT NULL,
	"child_cost" integer NOT NULL,
	"max_children_charged" smallint DEFAULT 3 NOT NULL,
	CONSTRAINT "scheme_plans_status" CHECK ("scheme_plans"."status" in ('active', 'suspended', 'withdrawn')),
	CONSTRAINT "scheme_plans_hospital" CHECK ("scheme_plans"."hospital" in (1, 2, 3)),
	CONSTRAINT "scheme_plans_day_to_day_type" CHECK ("scheme_plans"."day_to_day_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "scheme_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheme_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"user_id" integer,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advice_files" ADD CONSTRAINT "advice_files_advice_id_advice_records_id_fk" FOREIGN KEY ("advice_id") REFERENCES "public"."advice_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_mails" ADD CONSTRAINT "advice_mails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_mails" ADD CONSTRAINT "advice_mails_advice_id_advice_records_id_fk" FOREIGN KEY ("advice_id") REFERENCES "public"."advice_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_mails" ADD CONSTRAINT "advice_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_records" ADD CONSTRAINT "advice_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_records" ADD CONSTRAINT "advice_records_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_records" ADD CONSTRAINT "advice_records_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_plans" ADD CONSTRAINT "scheme_plans_scheme_id_medical_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."medical_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_status_changes" ADD CONSTRAINT "scheme_status_changes_plan_id_scheme_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."scheme_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_status_changes" ADD CONSTRAINT "scheme_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advice_files_advice_idx" ON "advice_files" USING btree ("advice_id");--> statement-breakpoint
CREATE INDEX "advice_mails_advice_idx" ON "advice_mails" USING btree ("advice_id");--> statement-breakpoint
CREATE INDEX "advice_mails_tenant_idx" ON "advice_mails" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "advice_records_tenant_idx" ON "advice_records" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "advice_records_employee_idx" ON "advice_records" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheme_plans_scheme_name_year_uq" ON "scheme_plans" USING btree ("scheme_id","name","year");--> statement-breakpoint
CREATE INDEX "scheme_status_changes_plan_idx" ON "scheme_status_changes" USING btree ("plan_id");