ALTER TABLE "application_signers" ADD COLUMN "id_verification" jsonb;--> statement-breakpoint
ALTER TABLE "application_signers" ADD COLUMN "credit_authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_signers" ADD COLUMN "credit_result" jsonb;