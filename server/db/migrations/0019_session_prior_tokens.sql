CREATE TABLE "session_prior_tokens" (
	"access_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_prior_tokens" ADD CONSTRAINT "session_prior_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_prior_tokens_session_idx" ON "session_prior_tokens" USING btree ("session_id");