-- Customer accounts (spec sections 5-7, issue 15): login, register, password change, logout and
-- password reset through server/accounts/. Nothing here holds what the client sends as the
-- password: password_hash is scrypt over the client's SHA-384 (server/accounts/password.ts).
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored trimmed and lower-cased (one account per address, however it is typed).
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  -- "scrypt$N$r$p$salt$hash" (base64url parts): the cost travels with each hash.
  password_hash text NOT NULL,
  customer_type text NOT NULL DEFAULT 'PERSON',
  -- The language of the mails the account gets (1 Bokmål, 2 Nynorsk): the one it last used.
  language_id smallint NOT NULL DEFAULT 1 CHECK (language_id IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now()
);

-- One row per login: a token names its session, and the session decides whether the token still
-- counts. Logout revokes the session; a password change or reset revokes all of the account's.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Seconds a token of this session lives (1800 without remember-me, 604800 with).
  lifetime_seconds integer NOT NULL CHECK (lifetime_seconds > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Moved on at every refresh; a session not refreshed in time is over.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX auth_sessions_expires ON auth_sessions (expires_at);

-- Password reset keys: only the SHA-256 of the key is kept (the key itself is in the mail's link),
-- each works once (used_at) and expires.
CREATE TABLE password_reset_keys (
  key_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_keys_user ON password_reset_keys (user_id);

-- The order confirmation mail (server/mail/order-confirmation.ts) is sent once per order: the
-- first settlement that finds this empty claims it, a repeated payment callback finds it set.
ALTER TABLE orders ADD COLUMN confirmation_mailed_at timestamptz;
