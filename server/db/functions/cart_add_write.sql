-- addToCart's write: the line (and for a new cart the cart), the cart's version, and the
-- idempotency key's answer. server/cart/cart-add-store.ts.
CREATE OR REPLACE FUNCTION cart_add_write(p_cart_id text, p_new boolean, p_channel_id integer,
  p_market_id integer, p_sku_id integer, p_quantity integer, p_version integer, p_key text,
  p_answer jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_new THEN
    INSERT INTO carts (id, channel_id, market_id, version)
      VALUES (p_cart_id, p_channel_id, p_market_id, p_version);
    INSERT INTO cart_items (cart_id, group_key, sku_id, quantity, position)
      VALUES (p_cart_id, '', p_sku_id, p_quantity, 1);
  ELSE
    INSERT INTO cart_items (cart_id, group_key, sku_id, quantity, position)
      VALUES (p_cart_id, '', p_sku_id, p_quantity,
              (SELECT COALESCE(max(position), 0) + 1 FROM cart_items WHERE cart_id = p_cart_id))
      ON CONFLICT (cart_id, group_key, sku_id) DO UPDATE SET quantity = EXCLUDED.quantity;
    UPDATE carts SET status = 'open', version = p_version, updated_at = now()
     WHERE id = p_cart_id;
  END IF;
  UPDATE idempotency_keys SET response = p_answer, cart_id = p_cart_id WHERE key = p_key;
END $$;
