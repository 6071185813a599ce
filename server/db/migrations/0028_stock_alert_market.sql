-- A back-in-stock sign-up remembers the market it was made in, so its mail links to the shop in
-- that market (/se/… for Sverige, in its currency) as the order confirmation does.
ALTER TABLE stock_alerts ADD COLUMN market_id integer NOT NULL DEFAULT 1;
