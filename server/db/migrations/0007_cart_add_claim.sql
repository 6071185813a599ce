-- addToCart in one statement less: the idempotency key is claimed by the same PL/pgSQL call that
-- reads the cart (services/cart-add.ts, services/idempotency.ts `claim`), so its INSERT runs with
-- a cached plan and the separate round trip (and the up-front savepoint) is gone. Same rule as
-- idempotency.ts's own INSERT: a concurrent duplicate blocks on the unique key until the first
-- commits, then finds the key taken (claimed = false) and reads the first answer.
CREATE FUNCTION cart_add_claim(p_key text, p_operation text, p_request_hash text,
  p_cart_id text, p_sku_id integer) RETURNS json LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys (key, operation, request_hash)
    VALUES (p_key, p_operation, p_request_hash)
    ON CONFLICT (key) DO NOTHING;
  IF NOT FOUND THEN
    RETURN json_build_object('claimed', false);
  END IF;
  RETURN json_build_object('claimed', true, 'snapshot', cart_add_read(p_cart_id, p_sku_id));
END $$;
