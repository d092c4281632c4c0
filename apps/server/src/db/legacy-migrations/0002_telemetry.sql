-- Anonymous browser telemetry: sessions and the events posted within them.
CREATE TABLE telemetry_sessions (
  uuid uuid PRIMARY KEY,
  tracker_uuid uuid NOT NULL,
  epoch bigint NOT NULL,
  org_code text NOT NULL,
  context text NOT NULL,
  platform text NOT NULL,
  lib_version text NOT NULL,
  app_version text NOT NULL,
  referrer text NOT NULL,
  query_params jsonb NOT NULL,
  screen jsonb NOT NULL,
  "window" jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE telemetry_events (
  id bigserial PRIMARY KEY,
  session_uuid uuid NOT NULL REFERENCES telemetry_sessions (uuid) ON DELETE CASCADE,
  org_code text NOT NULL,
  context text NOT NULL,
  event text NOT NULL,
  event_type text NOT NULL,
  domain text NOT NULL,
  page_path text NOT NULL,
  query_params jsonb NOT NULL,
  identity_id uuid,
  application_uuid uuid,
  product_type text NOT NULL,
  event_properties jsonb,
  -- A hash, so that long page paths or property values do not bloat the unique index.
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX telemetry_events_session_uuid_idx ON telemetry_events (session_uuid);
CREATE INDEX telemetry_events_org_code_created_at_idx ON telemetry_events (org_code, created_at);
