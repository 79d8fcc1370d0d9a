CREATE TABLE "bus_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bus_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_bulk_loads" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "meta_bulk_loads" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "bus_messages_created_idx" ON "bus_messages" USING btree ("created_at");