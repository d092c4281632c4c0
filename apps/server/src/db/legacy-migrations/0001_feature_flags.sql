-- Per-organisation overrides of the feature-flag defaults kept in modules/flags/data.
-- org_code '*' is the global override that applies to every organisation.
CREATE TABLE feature_flag_overrides (
  org_code text NOT NULL,
  flag_key text NOT NULL,
  enabled boolean NOT NULL,
  variables jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  PRIMARY KEY (org_code, flag_key),
  CONSTRAINT feature_flag_overrides_variables_object CHECK (jsonb_typeof(variables) = 'object')
);
