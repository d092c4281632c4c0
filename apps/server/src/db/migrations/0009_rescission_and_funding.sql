CREATE TABLE "sandbox_funding_transfers" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"transfer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notarized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rescission_ends_at" timestamp with time zone;