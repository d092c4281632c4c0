CREATE SEQUENCE "public"."application_loan_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "feature_flag_overrides" (
	"org_code" text NOT NULL,
	"flag_key" text NOT NULL,
	"enabled" boolean NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "feature_flag_overrides_pkey" PRIMARY KEY("org_code","flag_key"),
	CONSTRAINT "feature_flag_overrides_variables_object" CHECK (jsonb_typeof("feature_flag_overrides"."variables") = 'object')
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"last_error" text,
	"locked_by" text,
	"lease_expires_at" timestamp with time zone,
	"dedupe_key" text,
	"application_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_key" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" IN ('queued', 'running', 'succeeded', 'failed', 'dead')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0),
	CONSTRAINT "jobs_max_attempts_check" CHECK ("jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "provider_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"provider" text NOT NULL,
	"operation" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	CONSTRAINT "provider_calls_outcome_check" CHECK (("provider_calls"."finished_at" IS NULL AND "provider_calls"."duration_ms" IS NULL AND "provider_calls"."response" IS NULL AND "provider_calls"."error" IS NULL) OR ("provider_calls"."finished_at" IS NOT NULL AND "provider_calls"."duration_ms" >= 0 AND ("provider_calls"."response" IS NULL) <> ("provider_calls"."error" IS NULL)))
);
--> statement-breakpoint
CREATE TABLE "telemetry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"context" text NOT NULL,
	"event" text NOT NULL,
	"event_type" text NOT NULL,
	"domain" text NOT NULL,
	"page_path" text NOT NULL,
	"query_params" jsonb NOT NULL,
	"identity_id" uuid,
	"application_uuid" uuid,
	"product_type" text NOT NULL,
	"event_properties" jsonb,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telemetry_events_dedupe_key_key" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "telemetry_sessions" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"tracker_uuid" uuid NOT NULL,
	"epoch" bigint NOT NULL,
	"org_code" text NOT NULL,
	"context" text NOT NULL,
	"platform" text NOT NULL,
	"lib_version" text NOT NULL,
	"app_version" text NOT NULL,
	"referrer" text NOT NULL,
	"query_params" jsonb NOT NULL,
	"screen" jsonb NOT NULL,
	"window" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"application_uuid" uuid,
	"type" text NOT NULL,
	"text_version" text NOT NULL,
	"granted" boolean NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identities_org_email_key" UNIQUE("org_code","email_normalized"),
	CONSTRAINT "identities_type_check" CHECK ("identities"."type" IN ('BORROWER', 'CO_DEEDER', 'OPS'))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"email_normalized" text NOT NULL,
	"ip_address" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_addresses" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"profile_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"occupancy_type" text,
	"ownership" text DEFAULT 'UNKNOWN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_addresses_kind_check" CHECK ("profile_addresses"."kind" IN ('HOME', 'PROPERTY')),
	CONSTRAINT "profile_addresses_occupancy_type_check" CHECK ("profile_addresses"."occupancy_type" IN ('PRIMARY', 'SECONDARY', 'INVESTMENT')),
	CONSTRAINT "profile_addresses_ownership_check" CHECK ("profile_addresses"."ownership" IN ('OWNED', 'NOT_OWNED', 'UNKNOWN'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"dob" date,
	"phone_number" text DEFAULT '' NOT NULL,
	"ssn_ciphertext" text,
	"ssn_last4" text,
	"annual_income" numeric(12, 2),
	"other_income" numeric(12, 2),
	"employment_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_identity_uuid_key" UNIQUE("identity_uuid")
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip_address" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_bank_accounts" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_ciphertext" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_type" text NOT NULL,
	"use_for_disbursement" boolean NOT NULL,
	"use_for_autopay" boolean NOT NULL,
	"verification_status" text,
	"bank_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "application_bank_accounts_account_type_check" CHECK ("application_bank_accounts"."account_type" IN ('CHECKING', 'SAVINGS')),
	CONSTRAINT "application_bank_accounts_verification_status_check" CHECK ("application_bank_accounts"."verification_status" IN ('OPEN_VALID', 'CLOSED', 'HIGH_RISK'))
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"type" text NOT NULL,
	"origin" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_origin_check" CHECK ("application_documents"."origin" IN ('UPLOADED', 'GENERATED')),
	CONSTRAINT "application_documents_size_bytes_check" CHECK ("application_documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text NOT NULL,
	"event" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_actor_type_check" CHECK ("application_events"."actor_type" IN ('BORROWER', 'SYSTEM', 'PROVIDER', 'OPS'))
);
--> statement-breakpoint
CREATE TABLE "application_income_sources" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"employment_type" text,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"verified_annual_income" numeric(12, 2),
	"provider_reference" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_income_sources_status_check" CHECK ("application_income_sources"."status" IN ('VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'))
);
--> statement-breakpoint
CREATE TABLE "application_insurance" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"kind" text NOT NULL,
	"carrier" text NOT NULL,
	"policy_number" text NOT NULL,
	"coverage_amount" numeric(14, 2) NOT NULL,
	"expiration_date" date NOT NULL,
	"document_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_insurance_kind_check" CHECK ("application_insurance"."kind" IN ('HAZARD', 'FLOOD'))
);
--> statement-breakpoint
CREATE TABLE "application_offers" (
	"application_uuid" uuid NOT NULL,
	"org_code" text NOT NULL,
	"round" integer NOT NULL,
	"offer_id" text NOT NULL,
	"term_years" integer,
	"min_amount" numeric(12, 2) NOT NULL,
	"max_amount" numeric(12, 2) NOT NULL,
	"offer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_offers_pkey" PRIMARY KEY("application_uuid","round","offer_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"identity_uuid" uuid NOT NULL,
	"loan_number" text DEFAULT ('HEL' || lpad(nextval('application_loan_number_seq')::text, 7, '0')) NOT NULL,
	"product" text DEFAULT 'heloc' NOT NULL,
	"is_crypto" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" jsonb NOT NULL,
	"selected_property_uuid" uuid NOT NULL,
	"is_listed_for_sale" boolean DEFAULT false NOT NULL,
	"credit_lock_stage" text,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"underwriting" jsonb,
	"underwriting_round" integer DEFAULT 0 NOT NULL,
	"offer_id" text,
	"amount" numeric(12, 2),
	"term_years" integer,
	"apr_percent" numeric(6, 3),
	"pay_type" text,
	"quote" jsonb,
	"has_hmda" boolean DEFAULT false NOT NULL,
	"hmda" jsonb,
	"experiments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"heloc_signers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_signer_version" text,
	"referrer_uuid" uuid,
	"requested_manual_notary_time" timestamp with time zone,
	"funding" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "applications_loan_number_key" UNIQUE("loan_number"),
	CONSTRAINT "applications_version_check" CHECK ("applications"."version" >= 1),
	CONSTRAINT "applications_credit_lock_stage_check" CHECK ("applications"."credit_lock_stage" IN ('SOFT', 'HARD')),
	CONSTRAINT "applications_pay_type_check" CHECK ("applications"."pay_type" IN ('AUTOPAY', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "optimizely_profiles" (
	"identity_uuid" uuid PRIMARY KEY NOT NULL,
	"org_code" text NOT NULL,
	"optimizely_profile_uuid" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "telemetry_events" ADD CONSTRAINT "telemetry_events_session_uuid_fkey" FOREIGN KEY ("session_uuid") REFERENCES "public"."telemetry_sessions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_addresses" ADD CONSTRAINT "profile_addresses_profile_uuid_fkey" FOREIGN KEY ("profile_uuid") REFERENCES "public"."profiles"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_bank_accounts" ADD CONSTRAINT "application_bank_accounts_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_income_sources" ADD CONSTRAINT "application_income_sources_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_insurance" ADD CONSTRAINT "application_insurance_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_application_uuid_fkey" FOREIGN KEY ("application_uuid") REFERENCES "public"."applications"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_selected_property_uuid_fkey" FOREIGN KEY ("selected_property_uuid") REFERENCES "public"."profile_addresses"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimizely_profiles" ADD CONSTRAINT "optimizely_profiles_identity_uuid_fkey" FOREIGN KEY ("identity_uuid") REFERENCES "public"."identities"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at","id");--> statement-breakpoint
CREATE INDEX "jobs_application_uuid_idx" ON "jobs" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "provider_calls_application_uuid_started_at_idx" ON "provider_calls" USING btree ("application_uuid","started_at");--> statement-breakpoint
CREATE INDEX "telemetry_events_session_uuid_idx" ON "telemetry_events" USING btree ("session_uuid");--> statement-breakpoint
CREATE INDEX "telemetry_events_org_code_created_at_idx" ON "telemetry_events" USING btree ("org_code","created_at");--> statement-breakpoint
CREATE INDEX "auth_sessions_identity_uuid_idx" ON "auth_sessions" USING btree ("identity_uuid");--> statement-breakpoint
CREATE INDEX "consents_identity_uuid_idx" ON "consents" USING btree ("identity_uuid");--> statement-breakpoint
CREATE INDEX "consents_application_uuid_idx" ON "consents" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("org_code","email_normalized","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip_address","attempted_at");--> statement-breakpoint
CREATE INDEX "profile_addresses_profile_uuid_idx" ON "profile_addresses" USING btree ("profile_uuid");--> statement-breakpoint
CREATE INDEX "registration_attempts_ip_idx" ON "registration_attempts" USING btree ("ip_address","attempted_at");--> statement-breakpoint
CREATE INDEX "application_bank_accounts_application_idx" ON "application_bank_accounts" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "application_documents_application_idx" ON "application_documents" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_uuid","id");--> statement-breakpoint
CREATE INDEX "application_income_sources_application_idx" ON "application_income_sources" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "application_insurance_application_idx" ON "application_insurance" USING btree ("application_uuid");--> statement-breakpoint
CREATE INDEX "applications_identity_idx" ON "applications" USING btree ("org_code","identity_uuid");