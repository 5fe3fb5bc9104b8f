-- Two-factor sign-in (TOTP, RFC 6238) and its one-time recovery codes (ADR 0024).
-- totp_secret is the Base32 secret the authenticator app holds, stored as it is (the server must read it
-- to check a code); it is set when set-up starts and only counts once totp_enabled_at is set.
-- totp_last_step is the time step of the last code accepted, so the same code cannot be used twice.
ALTER TABLE users
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_enabled_at timestamptz,
  ADD COLUMN totp_last_step integer;

-- Ten random codes per user, shown once; only their SHA-256 is stored. A used code keeps its row.
CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recovery_codes_user_id ON recovery_codes (user_id);

-- A password accepted for an account with two-factor sign-in: the second step must follow within minutes.
-- Only the SHA-256 of the token handed to the client is stored, like sessions.
CREATE TABLE sign_in_challenges (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_challenges_expires_at ON sign_in_challenges (expires_at);
