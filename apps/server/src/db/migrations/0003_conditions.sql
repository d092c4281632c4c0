CREATE TABLE "condition_documents" (
	"condition_uuid" uuid NOT NULL,
	"document_uuid" uuid NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_documents_pkey" PRIMARY KEY("condition_uuid","document_uuid")
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"comments_to_borrower" text,
	"internal_notes" text,
	"num_docs_required" integer,
	"request_documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"raised_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conditions_status_check" CHECK ("conditions"."status" IN ('OPEN', 'SUBMITTED', 'CLEARED', 'CANCELLED')),
	CONSTRAINT "conditions_num_docs_required_check" CHECK ("conditions"."num_docs_required" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "condition_documents" ADD CONSTRAINT "condition_documents_condition_uuid_fkey" FOREIGN KEY ("condition_uuid") REFERENCES "public"."conditions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_documents" ADD CONSTRAINT "condition_documents_document_uuid_fkey" FOREIGN KEY ("document_uuid") REFERENCES "public"."application_documents"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condition_documents_document_uuid_idx" ON "condition_documents" USING btree ("document_uuid");--> statement-breakpoint
CREATE INDEX "conditions_application_uuid_idx" ON "conditions" USING btree ("application_uuid","created_at");--> statement-breakpoint
CREATE INDEX "conditions_status_idx" ON "conditions" USING btree ("status","created_at");