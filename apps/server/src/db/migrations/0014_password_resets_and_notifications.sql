CREATE TABLE "password_resets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"email_normalized" text NOT NULL,
	"ip_address" text NOT NULL,
	"identity_uuid" uuid,
	"ops_user_uuid" uuid,
	"token_hash" text,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "password_resets_one_account_check" CHECK ("password_resets"."identity_uuid" IS NULL OR "password_resets"."ops_user_uuid" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"application_uuid" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"ctas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_dedupe_key_key" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_ops_user_uuid_fkey" FOREIGN KEY ("ops_user_uuid") REFERENCES "public"."ops_users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_email_idx" ON "password_resets" USING btree ("org_code","email_normalized","requested_at");--> statement-breakpoint
CREATE INDEX "password_resets_ip_idx" ON "password_resets" USING btree ("ip_address","requested_at");--> statement-breakpoint
CREATE INDEX "notifications_identity_idx" ON "notifications" USING btree ("identity_uuid","created_at");