-- A product's selling price at a moment: its regular price after the best percentage or fixed
-- campaign running then (buy-x-pay-y works on cart quantities, not the unit price). The same
-- arithmetic as server/catalogue/pricing-rules.ts discountedOre.
CREATE OR REPLACE FUNCTION selling_price_at(p_product_id integer, p_regular_ore integer,
  p_at timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT LEAST(p_regular_ore, COALESCE(min(CASE dc.kind
           WHEN 'percentage' THEN round(p_regular_ore * (100 - dc.percentage) / 100)::integer
           WHEN 'fixed' THEN GREATEST(p_regular_ore - dc.amount_ore, 0)
         END), p_regular_ore))
    FROM discount_campaign_products dcp
    JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
   WHERE dcp.product_id = p_product_id AND dc.starts_at <= p_at AND dc.ends_at > p_at
$$;
