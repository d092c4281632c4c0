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
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_identity_idx" ON "notifications" USING btree ("identity_uuid","created_at");