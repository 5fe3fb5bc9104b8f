-- Devices a user has signed in from (OWASP's "device cookie"). A failed-sign-in lockout on an email
-- holds only for devices not listed here, so an attacker guessing from elsewhere cannot lock the owner out.
-- The cookie carries a random token; only its SHA-256 is stored.
CREATE TABLE trusted_devices (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trusted_devices_user_id ON trusted_devices (user_id);
CREATE INDEX trusted_devices_expires_at ON trusted_devices (expires_at);
