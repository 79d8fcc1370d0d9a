ALTER TABLE "telephony_queues" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD COLUMN "ring_timeout_seconds" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD COLUMN "wrap_up_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queues_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queue_number" CHECK ("telephony_queues"."number" ~ '^[0-9]{3,15}$');--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queue_ring_timeout" CHECK ("telephony_queues"."ring_timeout_seconds" between 5 and 120);--> statement-breakpoint
ALTER TABLE "telephony_queues" ADD CONSTRAINT "telephony_queue_wrap_up" CHECK ("telephony_queues"."wrap_up_seconds" between 0 and 600);