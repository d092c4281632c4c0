CREATE TABLE "income_link_sessions" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"source" text NOT NULL,
	"step" text NOT NULL,
	"start" jsonb NOT NULL,
	"institution_id" text,
	"connection_id" text,
	"failure" text,
	"sign_in_attempts" integer DEFAULT 0 NOT NULL,
	"link_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_link_sessions_step_check" CHECK ("income_link_sessions"."step" IN ('CHOOSE', 'CONSENT', 'LINKED', 'FAILED', 'USED'))
);
--> statement-breakpoint
ALTER TABLE "income_link_sessions" ADD CONSTRAINT "income_link_sessions_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "income_link_sessions_application_idx" ON "income_link_sessions" USING btree ("application_uuid");