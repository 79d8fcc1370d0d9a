CREATE TABLE "telephony_prompts" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"samples" "bytea" NOT NULL,
	"duration_ms" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telephony_prompts_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind"),
	CONSTRAINT "telephony_prompt_kind" CHECK ("telephony_prompts"."kind" ~ '^[a-z0-9-]{1,40}$')
);
--> statement-breakpoint
ALTER TABLE "telephony_prompts" ADD CONSTRAINT "telephony_prompts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_prompts" ADD CONSTRAINT "telephony_prompts_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;