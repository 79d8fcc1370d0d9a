CREATE TABLE "class_priority_severity" (
	"tenant_id" integer NOT NULL,
	"classification_id" integer NOT NULL,
	"severity" text NOT NULL,
	"priority" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_priority_severity_tenant_id_classification_id_pk" PRIMARY KEY("tenant_id","classification_id")
);
--> statement-breakpoint
CREATE TABLE "email_content" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_content_record_type" CHECK ("email_content"."record_type" in ('case', 'lead', 'task'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Unread' NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_status" CHECK ("notifications"."status" in ('Unread', 'Read'))
);
--> statement-breakpoint
CREATE TABLE "severity_priority_times" (
	"tenant_id" integer NOT NULL,
	"severity" text NOT NULL,
	"priority" text NOT NULL,
	"response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "severity_priority_times_tenant_id_severity_priority_pk" PRIMARY KEY("tenant_id","severity","priority"),
	CONSTRAINT "severity_priority_times_order" CHECK ("severity_priority_times"."response_minutes" <= "severity_priority_times"."resolution_minutes")
);
--> statement-breakpoint
CREATE TABLE "workgroup_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workgroup_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"workgroup_id" integer NOT NULL,
	"position" integer NOT NULL,
	"classification_id" integer,
	"severity" text,
	"priority" text,
	"assignment" text DEFAULT 'manual' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workgroup_rules_assignment" CHECK ("workgroup_rules"."assignment" in ('manual', 'round_robin'))
);
--> statement-breakpoint
ALTER TABLE "class_priority_severity" ADD CONSTRAINT "class_priority_severity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_priority_severity" ADD CONSTRAINT "class_priority_severity_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_priority_severity" ADD CONSTRAINT "class_priority_severity_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_content" ADD CONSTRAINT "email_content_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_content" ADD CONSTRAINT "email_content_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "severity_priority_times" ADD CONSTRAINT "severity_priority_times_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "severity_priority_times" ADD CONSTRAINT "severity_priority_times_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_rules" ADD CONSTRAINT "workgroup_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_rules" ADD CONSTRAINT "workgroup_rules_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_rules" ADD CONSTRAINT "workgroup_rules_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_rules" ADD CONSTRAINT "workgroup_rules_last_user_id_users_id_fk" FOREIGN KEY ("last_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_content_tenant_type_name_uq" ON "email_content" USING btree ("tenant_id","record_type","name");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "workgroup_rules_workgroup_idx" ON "workgroup_rules" USING btree ("workgroup_id","position");