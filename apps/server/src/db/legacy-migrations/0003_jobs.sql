-- Durable jobs: provider calls and timed steps. Workers on any instance claim due rows with
-- FOR UPDATE SKIP LOCKED and hold them under a lease that another worker reclaims if it lapses.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  last_error text,
  locked_by text,
  lease_expires_at timestamptz,
  -- Idempotency: a second enqueue with the same key returns the first job instead.
  dedupe_key text UNIQUE,
  application_uuid uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'dead')),
  CONSTRAINT jobs_attempts_check CHECK (attempts >= 0),
  CONSTRAINT jobs_max_attempts_check CHECK (max_attempts >= 1)
);

-- Claiming reads queued rows in (run_at, id) order and stops at its batch; reclaiming reads running rows.
CREATE INDEX jobs_status_run_at_idx ON jobs (status, run_at, id);
CREATE INDEX jobs_application_uuid_idx ON jobs (application_uuid);
