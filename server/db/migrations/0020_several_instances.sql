CREATE TABLE "bulk_job_results" (
	"job_id" integer NOT NULL,
	"position" integer NOT NULL,
	"result" jsonb NOT NULL,
	CONSTRAINT "bulk_job_results_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "bus_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bus_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_bulk_loads" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "meta_bulk_loads" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "bulk_job_results" ADD CONSTRAINT "bulk_job_results_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_messages_created_idx" ON "bus_messages" USING btree ("created_at");