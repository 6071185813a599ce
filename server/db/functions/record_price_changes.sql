-- Records the products' prices as of p_at where they differ from the last recorded row before
-- it (price_history, migration 0018); answers how many rows it wrote. Two changes in one
-- transaction share now(): the later one wins.
CREATE OR REPLACE FUNCTION record_price_changes(p_ids integer[], p_at timestamptz)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  WITH current_prices AS (
    SELECT p.id, p.price_inc_vat_ore AS regular,
           selling_price_at(p.id, p.price_inc_vat_ore, p_at) AS selling
      FROM products p WHERE p.id = ANY(p_ids)
  )
  INSERT INTO price_history (product_id, changed_at, regular_ore, selling_ore)
  SELECT c.id, p_at, c.regular, c.selling FROM current_prices c
   WHERE NOT EXISTS (
     SELECT 1 FROM (SELECT h.regular_ore, h.selling_ore FROM price_history h
                     WHERE h.product_id = c.id AND h.changed_at < p_at
                     ORDER BY h.changed_at DESC LIMIT 1) last
      WHERE last.regular_ore = c.regular AND last.selling_ore = c.selling)
  ON CONFLICT (product_id, changed_at)
    DO UPDATE SET regular_ore = EXCLUDED.regular_ore, selling_ore = EXCLUDED.selling_ore;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END $$;
