CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fsp_representatives" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fsp_representatives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"fsp_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'Representative' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"appointed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fsps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fsps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"trading_name" text DEFAULT '' NOT NULL,
	"fsp_number" text NOT NULL,
	"licence_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'authorised' NOT NULL,
	"compliance_officer" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"authorised_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fsps_status" CHECK ("fsps"."status" in ('authorised', 'suspended', 'lapsed'))
);
--> statement-breakpoint
CREATE TABLE "internal_employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"department_id" integer,
	"employee_number" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"phone" text,
	"start_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internal_employees_status" CHECK ("internal_employees"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "internal_orgs" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"fsp_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text,
	"city" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_configs" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"knowledge" jsonb NOT NULL,
	"notifications" jsonb NOT NULL,
	"dispatch" jsonb NOT NULL,
	"email_templates" jsonb NOT NULL,
	"user_roles" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsp_representatives" ADD CONSTRAINT "fsp_representatives_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsp_representatives" ADD CONSTRAINT "fsp_representatives_fsp_id_fsps_id_fk" FOREIGN KEY ("fsp_id") REFERENCES "public"."fsps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsps" ADD CONSTRAINT "fsps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_employees" ADD CONSTRAINT "internal_employees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_employees" ADD CONSTRAINT "internal_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_employees" ADD CONSTRAINT "internal_employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_orgs" ADD CONSTRAINT "internal_orgs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_configs" ADD CONSTRAINT "tenant_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departments_tenant_idx" ON "departments" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_tenant_name_uq" ON "departments" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fsp_representatives_fsp_idx" ON "fsp_representatives" USING btree ("fsp_id");--> statement-breakpoint
CREATE INDEX "fsps_tenant_idx" ON "fsps" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fsps_tenant_number_uq" ON "fsps" USING btree ("tenant_id","fsp_number");--> statement-breakpoint
CREATE INDEX "internal_employees_tenant_idx" ON "internal_employees" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "internal_employees_department_idx" ON "internal_employees" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_employees_tenant_user_uq" ON "internal_employees" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_employees_tenant_number_uq" ON "internal_employees" USING btree ("tenant_id","employee_number");