-- The sandbox's hosted payment page speaks the shopper's language (1 Bokmål, 2 Nynorsk), as a
-- real provider's page takes the locale the shop sends when it creates the session.
ALTER TABLE sandbox_payment_sessions
  ADD COLUMN language_id smallint NOT NULL DEFAULT 1 CHECK (language_id IN (1, 2));
