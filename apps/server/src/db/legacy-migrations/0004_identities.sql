-- Borrowers and other people who sign in, their profiles, their consents and their sessions.
CREATE TABLE identities (
  uuid uuid PRIMARY KEY,
  org_code text NOT NULL,
  email text NOT NULL,
  -- E-mail is unique per organisation, case-insensitively.
  email_normalized text NOT NULL,
  password_hash text NOT NULL,
  type text NOT NULL CHECK (type IN ('BORROWER', 'CO_DEEDER', 'OPS')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT identities_org_email_key UNIQUE (org_code, email_normalized)
);

CREATE TABLE profiles (
  uuid uuid PRIMARY KEY,
  identity_uuid uuid NOT NULL UNIQUE REFERENCES identities (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL,
  suffix text NOT NULL DEFAULT '',
  dob date,
  phone_number text NOT NULL DEFAULT '',
  -- AES-256-GCM ciphertext (base64) and the last four digits for display; never the clear SSN.
  ssn_ciphertext text,
  ssn_last4 text,
  annual_income numeric(12, 2),
  other_income numeric(12, 2),
  employment_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profile_addresses (
  uuid uuid PRIMARY KEY,
  profile_uuid uuid NOT NULL REFERENCES profiles (uuid) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('HOME', 'PROPERTY')),
  street1 text NOT NULL,
  street2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  occupancy_type text CHECK (occupancy_type IN ('PRIMARY', 'SECONDARY', 'INVESTMENT')),
  ownership text NOT NULL DEFAULT 'UNKNOWN' CHECK (ownership IN ('OWNED', 'NOT_OWNED', 'UNKNOWN')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_addresses_profile_uuid_idx ON profile_addresses (profile_uuid);

-- Every consent as given: which text version, when, from where.
CREATE TABLE consents (
  id bigserial PRIMARY KEY,
  identity_uuid uuid NOT NULL REFERENCES identities (uuid) ON DELETE CASCADE,
  application_uuid uuid,
  type text NOT NULL,
  text_version text NOT NULL,
  granted boolean NOT NULL,
  ip_address text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consents_identity_uuid_idx ON consents (identity_uuid);
CREATE INDEX consents_application_uuid_idx ON consents (application_uuid);

-- One row per issued token, so that logout can revoke it before it expires.
CREATE TABLE auth_sessions (
  jti uuid PRIMARY KEY,
  identity_uuid uuid NOT NULL REFERENCES identities (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_identity_uuid_idx ON auth_sessions (identity_uuid);

-- Login attempts, for rate limiting per account and per address across instances.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  org_code text NOT NULL,
  email_normalized text NOT NULL,
  ip_address text NOT NULL,
  succeeded boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email_idx ON login_attempts (org_code, email_normalized, attempted_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (ip_address, attempted_at);
