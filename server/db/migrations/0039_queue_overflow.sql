CREATE TABLE "telephony_callbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telephony_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"caller_number" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"offered_to" integer,
	"tried" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done_by" integer,
	"done_at" timestamp with time zone,
	CONSTRAINT "telephony_callback_state" CHECK ("telephony_callbacks"."state" in ('waiting', 'offered', 'done')),
	CONSTRAINT "telephony_callback_number" CHECK ("telephony_callbacks"."caller_number" ~ '^\+?[0-9]{3,20}$')
);
--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD COLUMN "max_wait_seconds" integer;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD COLUMN "overflow" text DEFAULT 'end' NOT NULL;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD COLUMN "overflow_queue_id" integer;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD COLUMN "workgroup_id" integer;--> statement-breakpoint
ALTER TABLE "telephony_callbacks" ADD CONSTRAINT "telephony_callbacks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_callbacks" ADD CONSTRAINT "telephony_callbacks_queue_id_telephony_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."telephony_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_callbacks" ADD CONSTRAINT "telephony_callbacks_offered_to_users_id_fk" FOREIGN KEY ("offered_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_callbacks" ADD CONSTRAINT "telephony_callbacks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telephony_callbacks_queue_idx" ON "telephony_callbacks" USING btree ("queue_id","state");--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queues_overflow_queue_id_telephony_queues_id_fk" FOREIGN KEY ("overflow_queue_id") REFERENCES "public"."telephony_queues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queues_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queue_max_wait" CHECK ("telephony_queues"."max_wait_seconds" between 1 and 3600);--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queue_overflow" CHECK ("telephony_queues"."overflow" in ('end', 'queue', 'voicemail', 'callback'));--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queue_overflow_target" CHECK (("telephony_queues"."overflow" = 'queue') = ("telephony_queues"."overflow_queue_id" is not null) and "telephony_queues"."overflow_queue_id" is distinct from "telephony_queues"."id");