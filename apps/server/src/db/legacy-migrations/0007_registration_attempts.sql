-- Registrations per client address, counted in the database so that every instance shares the limit.
CREATE TABLE registration_attempts (
  id bigserial PRIMARY KEY,
  ip_address text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_attempts_ip_idx ON registration_attempts (ip_address, attempted_at);
