CREATE SEQUENCE "public"."checklist_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."meeting_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "number" text DEFAULT ('CHK-' || lpad(nextval('checklist_number_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "number" text DEFAULT ('MTG-' || lpad(nextval('meeting_number_seq')::text, 6, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_number_uq" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_number_uq" UNIQUE("number");