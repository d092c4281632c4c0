CREATE TABLE "password_resets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"email_normalized" text NOT NULL,
	"ip_address" text NOT NULL,
	"identity_uuid" uuid,
	"token_hash" text,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_email_idx" ON "password_resets" USING btree ("org_code","email_normalized","requested_at");--> statement-breakpoint
CREATE INDEX "password_resets_ip_idx" ON "password_resets" USING btree ("ip_address","requested_at");