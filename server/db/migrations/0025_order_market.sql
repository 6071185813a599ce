-- The market an order was placed in (issue 17 point 5): the pages the payment's return, the
-- failure page and the confirmation e-mail lead to are under its path segment (/se/…), so a
-- shopper in Sverige comes back to the shop in Sverige. Orders placed before it: the default
-- market (Norge, id 1).
ALTER TABLE orders ADD COLUMN market_id integer NOT NULL DEFAULT 1;
