CREATE TABLE "rescission_notices" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"owner_name" text NOT NULL,
	"document_uuid" uuid NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rescission_notices" ADD CONSTRAINT "rescission_notices_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescission_notices" ADD CONSTRAINT "rescission_notices_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescission_notices" ADD CONSTRAINT "rescission_notices_document_uuid_fkey" FOREIGN KEY ("document_uuid") REFERENCES "public"."application_documents"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rescission_notices_application_identity_key" ON "rescission_notices" USING btree ("application_uuid","identity_uuid");--> statement-breakpoint
CREATE INDEX "rescission_notices_identity_idx" ON "rescission_notices" USING btree ("identity_uuid");