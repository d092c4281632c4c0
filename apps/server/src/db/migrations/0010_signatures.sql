CREATE TABLE "signatures" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"document_uuid" uuid NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"document_sha256" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_meters" double precision,
	"kind" text NOT NULL,
	"typed_name" text,
	"drawn_png" "bytea",
	"signed_content" "bytea" NOT NULL,
	"signed_sha256" text NOT NULL,
	"signed_size_bytes" integer NOT NULL,
	CONSTRAINT "signatures_kind_check" CHECK ("signatures"."kind" IN ('TYPED', 'DRAWN')),
	CONSTRAINT "signatures_kind_content_check" CHECK (("signatures"."kind" = 'TYPED' AND "signatures"."typed_name" IS NOT NULL AND "signatures"."drawn_png" IS NULL) OR ("signatures"."kind" = 'DRAWN' AND "signatures"."drawn_png" IS NOT NULL AND "signatures"."typed_name" IS NULL)),
	CONSTRAINT "signatures_location_check" CHECK (("signatures"."latitude" IS NULL) = ("signatures"."longitude" IS NULL) AND ("signatures"."latitude" IS NULL) = ("signatures"."accuracy_meters" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_document_uuid_fkey" FOREIGN KEY ("document_uuid") REFERENCES "public"."application_documents"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signatures_document_identity_key" ON "signatures" USING btree ("document_uuid","identity_uuid");--> statement-breakpoint
CREATE INDEX "signatures_application_idx" ON "signatures" USING btree ("application_uuid");