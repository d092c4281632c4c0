CREATE TABLE "ops_sessions" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"ops_user_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ops_users" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] NOT NULL,
	"org_codes" text[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_users_email_normalized_key" UNIQUE("email_normalized"),
	CONSTRAINT "ops_users_roles_check" CHECK (cardinality("ops_users"."roles") > 0 AND "ops_users"."roles" <@ ARRAY['UNDERWRITER', 'NOTARY', 'CHAT_AGENT', 'ADMIN']::text[]),
	CONSTRAINT "ops_users_org_codes_check" CHECK (cardinality("ops_users"."org_codes") > 0)
);
--> statement-breakpoint
ALTER TABLE "ops_sessions" ADD CONSTRAINT "ops_sessions_ops_user_uuid_fkey" FOREIGN KEY ("ops_user_uuid") REFERENCES "public"."ops_users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_sessions_ops_user_uuid_idx" ON "ops_sessions" USING btree ("ops_user_uuid");