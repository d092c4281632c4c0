CREATE TABLE "provider_call_budgets" (
	"org_code" text PRIMARY KEY NOT NULL,
	"calls_per_day" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_call_budgets_calls_per_day_check" CHECK ("provider_call_budgets"."calls_per_day" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_calls" ADD COLUMN "org_code" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "budget_held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "provider_calls_org_code_started_at_idx" ON "provider_calls" USING btree ("org_code","started_at");