-- HELOC applications, their offers, the workflow's event history and what the journey collects.
CREATE SEQUENCE application_loan_number_seq START WITH 1000001;

CREATE TABLE applications (
  uuid uuid PRIMARY KEY,
  org_code text NOT NULL,
  identity_uuid uuid NOT NULL REFERENCES identities (uuid),
  -- Human-readable, shown in the sidebar and on documents.
  loan_number text NOT NULL UNIQUE
    DEFAULT ('HEL' || lpad(nextval('application_loan_number_seq')::text, 7, '0')),
  product text NOT NULL DEFAULT 'heloc',
  is_crypto boolean NOT NULL DEFAULT false,
  -- The workflow state (a task name); changed only by the workflow's transition function.
  state text NOT NULL,
  -- Bumped by every transition; readers can tell whether what they saw is still current.
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  status jsonb NOT NULL,
  selected_property_uuid uuid NOT NULL REFERENCES profile_addresses (uuid),
  is_listed_for_sale boolean NOT NULL DEFAULT false,
  -- Which credit pull a credit lock blocked (SOFT or HARD), so that a retry repeats it.
  credit_lock_stage text CHECK (credit_lock_stage IN ('SOFT', 'HARD')),
  -- What the providers answered, checkpointed step by step so that a retried job skips done steps.
  facts jsonb NOT NULL DEFAULT '{}',
  underwriting jsonb,
  underwriting_round integer NOT NULL DEFAULT 0,
  offer_id text,
  amount numeric(12, 2),
  term_years integer,
  apr_percent numeric(6, 3),
  pay_type text CHECK (pay_type IN ('AUTOPAY', 'MANUAL')),
  quote jsonb,
  has_hmda boolean NOT NULL DEFAULT false,
  hmda jsonb,
  experiments jsonb NOT NULL DEFAULT '[]',
  heloc_signers jsonb NOT NULL DEFAULT '[]',
  additional_signer_version text,
  referrer_uuid uuid,
  requested_manual_notary_time timestamptz,
  funding jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX applications_identity_idx ON applications (org_code, identity_uuid);

-- Every underwriting round's offers; the application's round says which are current.
CREATE TABLE application_offers (
  application_uuid uuid NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  round integer NOT NULL,
  offer_id text NOT NULL,
  term_years integer,
  min_amount numeric(12, 2) NOT NULL,
  max_amount numeric(12, 2) NOT NULL,
  offer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (application_uuid, round, offer_id)
);

-- The workflow's history: who did what, when, and the state before and after.
CREATE TABLE application_events (
  id bigserial PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  actor_type text NOT NULL CHECK (actor_type IN ('BORROWER', 'SYSTEM', 'PROVIDER', 'OPS')),
  actor_id text NOT NULL,
  event text NOT NULL,
  from_state text NOT NULL,
  to_state text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_events_application_idx ON application_events (application_uuid, id);

CREATE TABLE application_income_sources (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  employment_type text,
  source text NOT NULL,
  status text NOT NULL CHECK (status IN ('VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW')),
  verified_annual_income numeric(12, 2),
  provider_reference text,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_income_sources_application_idx ON application_income_sources (application_uuid);

CREATE TABLE application_bank_accounts (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  routing_number text NOT NULL,
  -- AES-256-GCM ciphertext and the last four digits for display; never the clear number.
  account_number_ciphertext text NOT NULL,
  account_last4 text NOT NULL,
  account_type text NOT NULL CHECK (account_type IN ('CHECKING', 'SAVINGS')),
  use_for_disbursement boolean NOT NULL,
  use_for_autopay boolean NOT NULL,
  verification_status text CHECK (verification_status IN ('OPEN_VALID', 'CLOSED', 'HIGH_RISK')),
  bank_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
CREATE INDEX application_bank_accounts_application_idx ON application_bank_accounts (application_uuid);

CREATE TABLE application_insurance (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('HAZARD', 'FLOOD')),
  carrier text NOT NULL,
  policy_number text NOT NULL,
  coverage_amount numeric(14, 2) NOT NULL,
  expiration_date date NOT NULL,
  document_uuid uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_insurance_application_idx ON application_insurance (application_uuid);

-- Uploaded and generated documents; uploads keep their bytes for the verification jobs.
CREATE TABLE application_documents (
  uuid uuid PRIMARY KEY,
  application_uuid uuid NOT NULL REFERENCES applications (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  type text NOT NULL,
  origin text NOT NULL CHECK (origin IN ('UPLOADED', 'GENERATED')),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  sha256 text NOT NULL,
  content bytea,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_documents_application_idx ON application_documents (application_uuid);

-- The experimentation profile a browser's tracker is known by, per identity.
CREATE TABLE optimizely_profiles (
  identity_uuid uuid PRIMARY KEY REFERENCES identities (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  optimizely_profile_uuid text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
