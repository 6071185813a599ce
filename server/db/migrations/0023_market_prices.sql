-- Markets and currencies (issue 17 point 5): a market prices the catalogue in its own currency,
-- converted from the shop's base prices (NOK øre) by its rate and rounded to whole units; the
-- default market (Norge) has rate 1. An order keeps the currency it was priced in (its amounts
-- are in that currency), and what its gift card paid in the card's own currency (the base
-- currency: gift cards are kept in NOK), so a cancelled order gives the card back what it took.
ALTER TABLE markets ADD COLUMN price_rate numeric(12, 6) NOT NULL DEFAULT 1;
ALTER TABLE markets ADD CONSTRAINT markets_price_rate_positive CHECK (price_rate > 0);
ALTER TABLE orders ADD COLUMN currency_code text NOT NULL DEFAULT 'NOK';
ALTER TABLE orders ADD COLUMN gift_card_base_ore integer;
