CREATE TABLE "support_requests" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text,
	"message" text NOT NULL,
	"identity_uuid" uuid,
	"application_uuid" uuid,
	"chatbot_conversation_uuid" uuid,
	"pathname" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	CONSTRAINT "support_requests_kind_check" CHECK ("support_requests"."kind" IN ('MESSAGE', 'CALLBACK')),
	CONSTRAINT "support_requests_source_check" CHECK ("support_requests"."source" IN ('CONTACT_PAGE', 'CHATBOT'))
);
--> statement-breakpoint
CREATE INDEX "support_requests_org_code_created_at_idx" ON "support_requests" USING btree ("org_code","created_at");