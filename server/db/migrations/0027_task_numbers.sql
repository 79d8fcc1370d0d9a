CREATE SEQUENCE "public"."task_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "number" text DEFAULT ('TSK-' || lpad(nextval('task_number_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_number_uq" ON "tasks" USING btree ("number");