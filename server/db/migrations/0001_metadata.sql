CREATE TABLE "meta_bulk_load_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_bulk_load_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bulk_load_id" integer NOT NULL,
	"guid" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_bulk_loads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_bulk_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"index_id" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"indexed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"resumes" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "meta_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"index_id" integer NOT NULL,
	"guid" text NOT NULL,
	"doc" jsonb NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_index_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_index_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"index_id" integer NOT NULL,
	"name" text NOT NULL,
	"datatype" text NOT NULL,
	"searchable" boolean DEFAULT true NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"sortable" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_indexes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_indexes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"message_type_id" integer NOT NULL,
	"transform_id" integer NOT NULL,
	"status" text DEFAULT 'usable' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_message_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_message_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attributes" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"message_type_id" integer NOT NULL,
	"guid" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_queries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_queries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"index_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"query" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_transforms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meta_transforms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source_type_id" integer NOT NULL,
	"spec" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_bulk_load_failures" ADD CONSTRAINT "meta_bulk_load_failures_bulk_load_id_meta_bulk_loads_id_fk" FOREIGN KEY ("bulk_load_id") REFERENCES "public"."meta_bulk_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_bulk_loads" ADD CONSTRAINT "meta_bulk_loads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_bulk_loads" ADD CONSTRAINT "meta_bulk_loads_index_id_meta_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."meta_indexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_bulk_loads" ADD CONSTRAINT "meta_bulk_loads_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_documents" ADD CONSTRAINT "meta_documents_index_id_meta_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."meta_indexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_history" ADD CONSTRAINT "meta_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_history" ADD CONSTRAINT "meta_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_index_attributes" ADD CONSTRAINT "meta_index_attributes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_index_attributes" ADD CONSTRAINT "meta_index_attributes_index_id_meta_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."meta_indexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_indexes" ADD CONSTRAINT "meta_indexes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_indexes" ADD CONSTRAINT "meta_indexes_message_type_id_meta_message_types_id_fk" FOREIGN KEY ("message_type_id") REFERENCES "public"."meta_message_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_indexes" ADD CONSTRAINT "meta_indexes_transform_id_meta_transforms_id_fk" FOREIGN KEY ("transform_id") REFERENCES "public"."meta_transforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_message_types" ADD CONSTRAINT "meta_message_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_messages" ADD CONSTRAINT "meta_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_messages" ADD CONSTRAINT "meta_messages_message_type_id_meta_message_types_id_fk" FOREIGN KEY ("message_type_id") REFERENCES "public"."meta_message_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_queries" ADD CONSTRAINT "meta_queries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_queries" ADD CONSTRAINT "meta_queries_index_id_meta_indexes_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."meta_indexes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_transforms" ADD CONSTRAINT "meta_transforms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_transforms" ADD CONSTRAINT "meta_transforms_source_type_id_meta_message_types_id_fk" FOREIGN KEY ("source_type_id") REFERENCES "public"."meta_message_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meta_bulk_load_failures_load_idx" ON "meta_bulk_load_failures" USING btree ("bulk_load_id");--> statement-breakpoint
CREATE INDEX "meta_bulk_loads_index_idx" ON "meta_bulk_loads" USING btree ("index_id");--> statement-breakpoint
CREATE INDEX "meta_bulk_loads_status_idx" ON "meta_bulk_loads" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_documents_guid_uq" ON "meta_documents" USING btree ("index_id","guid");--> statement-breakpoint
CREATE INDEX "meta_documents_doc_gin" ON "meta_documents" USING gin ("doc" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "meta_history_entity_idx" ON "meta_history" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_index_attributes_name_uq" ON "meta_index_attributes" USING btree ("index_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_indexes_name_uq" ON "meta_indexes" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_message_types_name_uq" ON "meta_message_types" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_messages_guid_uq" ON "meta_messages" USING btree ("tenant_id","guid");--> statement-breakpoint
CREATE INDEX "meta_messages_type_idx" ON "meta_messages" USING btree ("message_type_id","id");--> statement-breakpoint
CREATE INDEX "meta_messages_received_idx" ON "meta_messages" USING btree ("message_type_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_queries_name_uq" ON "meta_queries" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_transforms_name_uq" ON "meta_transforms" USING btree ("tenant_id","name");