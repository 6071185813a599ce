-- Migration 0003 inserted the demo gift cards (2,000 kr and 500 kr among them) and promo codes
-- valid to 2035, so every real database got codes anyone can read in the source. They come with
-- the demo seed now (server/seed/demo-codes.ts); a database that is only migrated has none.
-- Exactly the codes 0003 inserted are removed, and nothing else.
DELETE FROM gift_cards
 WHERE code IN ('GAVE-0500-DEMO', 'GAVE-2000-DEMO', 'GAVE-TOMT-DEMO', 'GAVE-GAMMEL-DEMO');
DELETE FROM promo_codes WHERE code IN ('VELKOMMEN10', 'FRAKTFRI', 'SOMMER200', 'BLACKWEEK23');

-- The sandbox provider's sessions carry their currency (settlement checks it against the order)
-- and record a void: a payment approved after its order was cancelled is given back, not kept.
ALTER TABLE sandbox_payment_sessions
  ADD COLUMN currency text NOT NULL DEFAULT 'NOK',
  ADD COLUMN voided_at timestamptz,
  ADD COLUMN void_reason text;
