-- Whose settings (or logged-in footer sign-up) put an address on the newsletter list. An account
-- whose address is not verified yet may be anyone's (an attacker can register with a victim's
-- address): its newsletter box reads and ends only a subscription the account made itself, never
-- one of the address's owner. Once the address is verified, the whole subscription is the
-- account's. A deleted account leaves its rows to the address (the address stays subscribed
-- only where its own deletion did not take it off).
ALTER TABLE newsletter_subscribers
  ADD COLUMN account_id uuid REFERENCES users(id) ON DELETE SET NULL;
