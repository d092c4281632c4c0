CREATE TABLE "dev_mailbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_code" text,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"transport" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_dedupe_key_key" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" IN ('email', 'sms')),
	CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
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
CREATE INDEX "dev_mailbox_messages_recipient_idx" ON "dev_mailbox_messages" USING btree ("recipient","received_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_signers_application_identity_key" ON "application_signers" USING btree ("application_uuid","identity_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "application_signers_invitation_key" ON "application_signers" USING btree ("invitation_sha256");--> statement-breakpoint
CREATE INDEX "application_signers_identity_idx" ON "application_signers" USING btree ("identity_uuid");--> statement-breakpoint
-- The application's read answer shows whether every additional signer is notarized.
CREATE TRIGGER "application_signers_view_version" AFTER INSERT OR UPDATE OR DELETE ON "application_signers"
  FOR EACH ROW EXECUTE FUNCTION "application_rows_bump_view_version"();
