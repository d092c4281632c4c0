ALTER TABLE "application_documents" ADD COLUMN "signer_uuid" uuid;--> statement-breakpoint
ALTER TABLE "conditions" ADD COLUMN "signer_uuid" uuid;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_signer_uuid_fkey" FOREIGN KEY ("signer_uuid") REFERENCES "public"."application_signers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conditions_signer_uuid_idx" ON "conditions" USING btree ("signer_uuid");