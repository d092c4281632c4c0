CREATE TABLE "application_signers" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"invitation_sha256" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"invitation_expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"notarized_at" timestamp with time zone,
	"notarized_by" uuid,
	"notarized_by_name" text,
	CONSTRAINT "application_signers_role_check" CHECK ("application_signers"."role" IN ('CO_DEEDER', 'CO_BORROWER'))
);
--> statement-breakpoint
ALTER TABLE "notary_presence" ADD COLUMN "participant_id" text;--> statement-breakpoint
ALTER TABLE "application_signers" ADD CONSTRAINT "application_signers_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_signers" ADD CONSTRAINT "application_signers_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_signers_application_identity_key" ON "application_signers" USING btree ("application_uuid","identity_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "application_signers_invitation_key" ON "application_signers" USING btree ("invitation_sha256");--> statement-breakpoint
CREATE INDEX "application_signers_identity_idx" ON "application_signers" USING btree ("identity_uuid");