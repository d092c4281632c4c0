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
CREATE INDEX "dev_mailbox_messages_recipient_idx" ON "dev_mailbox_messages" USING btree ("recipient","received_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");