ALTER TABLE "identities" DROP CONSTRAINT "identities_type_check";--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "originator_uuid" uuid;--> statement-breakpoint
CREATE INDEX "applications_referrer_idx" ON "applications" USING btree ("org_code","referrer_uuid");--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_type_check" CHECK ("identities"."type" IN ('BORROWER', 'CO_DEEDER', 'OPS', 'BROKER'));