CREATE TABLE "ceo_feedback" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"application_uuid" uuid,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"marketing_consent" boolean NOT NULL,
	"pathname" text NOT NULL,
	"product_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ceo_feedback_topic_check" CHECK ("ceo_feedback"."topic" IN ('IMPROVE', 'COMPLIMENT'))
);
--> statement-breakpoint
CREATE INDEX "ceo_feedback_org_code_created_at_idx" ON "ceo_feedback" USING btree ("org_code","created_at");