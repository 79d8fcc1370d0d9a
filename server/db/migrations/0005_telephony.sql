CREATE TABLE "telephony_agent_status" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'logged_out' NOT NULL,
	"pause_code" text,
	"previous_pause_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telephony_agent_state" CHECK ("telephony_agent_status"."state" in ('logged_out', 'ready', 'not_ready'))
);
--> statement-breakpoint
CREATE TABLE "telephony_call_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telephony_call_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"direction" text NOT NULL,
	"number" text NOT NULL,
	"sip_call_id" text NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"detail" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"hold_count" integer DEFAULT 0 NOT NULL,
	"disposition_code" text,
	"note" text,
	"case_id" integer,
	CONSTRAINT "telephony_call_direction" CHECK ("telephony_call_logs"."direction" in ('inbound', 'outbound'))
);
--> statement-breakpoint
CREATE TABLE "telephony_extensions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sip_ext" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "telephony_extensions_sip_ext_unique" UNIQUE("sip_ext")
);
--> statement-breakpoint
CREATE TABLE "telephony_queue_members" (
	"queue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "telephony_queue_members_queue_id_user_id_pk" PRIMARY KEY("queue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "telephony_queues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telephony_queues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telephony_agent_status" ADD CONSTRAINT "telephony_agent_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_call_logs" ADD CONSTRAINT "telephony_call_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_call_logs" ADD CONSTRAINT "telephony_call_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_extensions" ADD CONSTRAINT "telephony_extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_queue_members" ADD CONSTRAINT "telephony_queue_members_queue_id_telephony_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."telephony_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_queue_members" ADD CONSTRAINT "telephony_queue_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telephony_call_logs_user_idx" ON "telephony_call_logs" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "telephony_call_logs_tenant_idx" ON "telephony_call_logs" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "telephony_queues_tenant_idx" ON "telephony_queues" USING btree ("tenant_id");