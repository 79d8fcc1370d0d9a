CREATE TABLE "telephony_recording_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"direct_mode" text DEFAULT 'never' NOT NULL,
	"consent_announcement" boolean DEFAULT true NOT NULL,
	"consent_file" text DEFAULT 'recording-consent-8k.wav' NOT NULL,
	"retention_days" integer DEFAULT 90 NOT NULL,
	CONSTRAINT "telephony_recording_direct_mode" CHECK ("telephony_recording_settings"."direct_mode" in ('always', 'never', 'on_demand')),
	CONSTRAINT "telephony_recording_consent_file" CHECK ("telephony_recording_settings"."consent_file" ~ '^[a-z0-9-]+\.wav$'),
	CONSTRAINT "telephony_recording_retention" CHECK ("telephony_recording_settings"."retention_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "telephony_recordings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telephony_recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"call_log_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"bytes_path" text NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "telephony_recordings_call_log_id_unique" UNIQUE("call_log_id"),
	CONSTRAINT "telephony_recording_size" CHECK ("telephony_recordings"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD COLUMN "recording_mode" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "telephony_recording_settings" ADD CONSTRAINT "telephony_recording_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_recordings" ADD CONSTRAINT "telephony_recordings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_recordings" ADD CONSTRAINT "telephony_recordings_call_log_id_telephony_call_logs_id_fk" FOREIGN KEY ("call_log_id") REFERENCES "public"."telephony_call_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_recordings" ADD CONSTRAINT "telephony_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telephony_recordings_tenant_idx" ON "telephony_recordings" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queue_recording" CHECK ("telephony_queues"."recording_mode" in ('always', 'never', 'on_demand'));