ALTER TABLE "notary_rooms" ADD COLUMN "acknowledgment" jsonb;--> statement-breakpoint
ALTER TABLE "notary_rooms" ADD COLUMN "notarized_content" "bytea";--> statement-breakpoint
ALTER TABLE "notary_rooms" ADD COLUMN "notarized_sha256" text;