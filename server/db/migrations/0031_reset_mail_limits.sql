CREATE TABLE "password_reset_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ip" text NOT NULL,
	"email_hash" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_reset_requests_ip_at_idx" ON "password_reset_requests" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_email_at_idx" ON "password_reset_requests" USING btree ("email_hash","at");