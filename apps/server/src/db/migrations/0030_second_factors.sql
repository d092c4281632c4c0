CREATE TABLE "second_factors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity_uuid" uuid,
	"ops_user_uuid" uuid,
	"secret" text,
	"pending_secret" text,
	"last_step" bigint,
	"recovery_code_hashes" text[] DEFAULT '{}' NOT NULL,
	"enabled_at" timestamp with time zone,
	CONSTRAINT "second_factors_identity_uuid_key" UNIQUE("identity_uuid"),
	CONSTRAINT "second_factors_ops_user_uuid_key" UNIQUE("ops_user_uuid"),
	CONSTRAINT "second_factors_one_owner_check" CHECK (num_nonnulls("second_factors"."identity_uuid", "second_factors"."ops_user_uuid") = 1)
);
--> statement-breakpoint
ALTER TABLE "identities" ADD COLUMN "password_expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_users" ADD COLUMN "password_expired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_ops_user_uuid_fkey" FOREIGN KEY ("ops_user_uuid") REFERENCES "public"."ops_users"("uuid") ON DELETE cascade ON UPDATE no action;