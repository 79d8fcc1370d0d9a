CREATE TABLE "telephony_queue_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telephony_queue_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"sip_call_id" text NOT NULL,
	"caller_number" text,
	"arrived_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"agent_user_id" integer,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"wrap_up_ended_at" timestamp with time zone,
	CONSTRAINT "telephony_queue_call_outcome" CHECK ("telephony_queue_calls"."outcome" in ('answered', 'abandoned', 'overflowed', 'voicemail', 'callback'))
);
--> statement-breakpoint
ALTER TABLE "tenant_configs" ADD COLUMN "service_level_percent" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_configs" ADD COLUMN "service_level_seconds" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "telephony_queue_calls" ADD CONSTRAINT "telephony_queue_calls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_queue_calls" ADD CONSTRAINT "telephony_queue_calls_queue_id_telephony_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."telephony_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_queue_calls" ADD CONSTRAINT "telephony_queue_calls_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "telephony_queue_calls_call_idx" ON "telephony_queue_calls" USING btree ("queue_id","sip_call_id");--> statement-breakpoint
CREATE INDEX "telephony_queue_calls_tenant_day_idx" ON "telephony_queue_calls" USING btree ("tenant_id","arrived_at");--> statement-breakpoint
CREATE INDEX "telephony_queue_calls_sip_idx" ON "telephony_queue_calls" USING btree ("sip_call_id");