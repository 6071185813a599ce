-- Newsletter subscribers (spec: subscribeToNewsletter). One row per address, stored trimmed and
-- lower-cased so the same address signed up twice stays one subscriber. The mutation runs under
-- idempotency_keys (0003): a replayed key is answered from there and never reaches this table,
-- so sign_ups counts the distinct sign-ups (keys) for the address, which the offline replay
-- tests read to prove exactly-once delivery.
CREATE TABLE newsletter_subscribers (
  email text PRIMARY KEY CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  language_id smallint NOT NULL DEFAULT 1,
  channel_id integer NOT NULL DEFAULT 1,
  market_id integer NOT NULL DEFAULT 1,
  sign_ups integer NOT NULL DEFAULT 1,
  subscribed_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
