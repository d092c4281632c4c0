-- Every call to a third-party provider (credit, property, flood, BPO, title, income, identity,
-- bank, funding) and its result, against the application it was made for. The row is written
-- before the call and completed after it, so a call cut short by a crash still shows. Sensitive
-- values are redacted before they reach this table. No foreign key: applications live elsewhere.
CREATE TABLE provider_calls (
  id bigserial PRIMARY KEY,
  application_uuid uuid NOT NULL,
  provider text NOT NULL,
  operation text NOT NULL,
  sandbox boolean NOT NULL,
  request jsonb NOT NULL,
  response jsonb,
  error text,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  duration_ms integer,
  CONSTRAINT provider_calls_outcome_check CHECK (
    (finished_at IS NULL AND duration_ms IS NULL AND response IS NULL AND error IS NULL)
    OR (finished_at IS NOT NULL AND duration_ms >= 0 AND (response IS NULL) <> (error IS NULL))
  )
);

CREATE INDEX provider_calls_application_uuid_started_at_idx
  ON provider_calls (application_uuid, started_at);
