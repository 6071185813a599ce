-- Double opt-in (attack probe: anyone could put anyone's address on the list). A sign-up is
-- pending until the address's owner confirms it with the link mailed to it (confirm_key_hash:
-- SHA-256 of the newest key mailed, confirm_mailed_at: when), or at once for the logged-in
-- account whose own address it is, confirmed. Only confirmed rows (confirmed_at) get newsletters.
ALTER TABLE newsletter_subscribers
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirm_key_hash text,
  ADD COLUMN confirm_mailed_at timestamptz;

-- Sign-ups from before the rule stay subscribed: the list they joined asked for no confirmation.
UPDATE newsletter_subscribers SET confirmed_at = subscribed_at;

CREATE UNIQUE INDEX newsletter_subscribers_confirm_key
  ON newsletter_subscribers (confirm_key_hash) WHERE confirm_key_hash IS NOT NULL;
