-- Cart speed: the cart prices its lines with campaigns kept in memory (services/cart-campaigns.ts).
-- Any write to the campaign tables replaces this token, so a process holding an older copy sees
-- the change in the same statement that locks the cart and reloads. A random token, not a
-- counter like catalogue_state.version (0002): copies of one database (tests, bench) in one
-- process may share a token only while their campaigns are the same.
CREATE TABLE campaign_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  token text NOT NULL
);
INSERT INTO campaign_version (token) VALUES (gen_random_uuid()::text);

CREATE FUNCTION bump_campaign_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaign_version SET token = gen_random_uuid()::text;
  RETURN NULL;
END $$;

CREATE TRIGGER discount_campaigns_cart_token
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discount_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION bump_campaign_version();
CREATE TRIGGER discount_campaign_products_cart_token
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discount_campaign_products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_campaign_version();
CREATE TRIGGER discount_campaign_translations_cart_token
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discount_campaign_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_campaign_version();

-- The statements of the hottest cart paths as PL/pgSQL functions: PL/pgSQL keeps the plan of
-- each statement for the session (connection), and planning these joins costs PGlite several
-- times their execution. Same columns and rules as the SQL they replace (services/cart-add.ts,
-- services/cart-view.ts).

-- A cart's lines in order, each with its sku, price and package price; a line whose sku or
-- product left the catalogue has "productId" null.
CREATE FUNCTION cart_lines_json(p_cart_id text) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((
    SELECT json_agg(json_build_object(
             'skuId', ci.sku_id, 'groupKey', ci.group_key, 'quantity', ci.quantity,
             'packageId', ci.package_id, 'packageCount', ci.package_count,
             'partQuantity', ci.part_quantity, 'productId', p.id,
             'priceOre', p.price_inc_vat_ore, 'vatRate', COALESCE(p.vat_rate, 25)::float8,
             'isHeavy', COALESCE(p.is_heavy, false), 'stock', COALESCE(s.stock, 0),
             'supplierStock', COALESCE(s.supplier_stock, 0),
             'oversellable', COALESCE(s.oversellable, false),
             'isStatic', COALESCE(s.is_static, false), 'packagePriceOre', pk.price_inc_vat_ore)
             ORDER BY ci.position, ci.sku_id)
      FROM cart_items ci
      LEFT JOIN skus s ON s.id = ci.sku_id
      LEFT JOIN products p ON p.id = s.product_id AND p.published
      LEFT JOIN products pk ON pk.id = ci.package_id AND pk.published
     WHERE ci.cart_id = p_cart_id), '[]'::json);
END $$;

-- addToCart's read: the cart locked until the transaction ends (null: no such cart; p_cart_id
-- null: a new cart), its lines, the sku's facts (null: unknown or unpublished), the time and the
-- campaign token.
CREATE FUNCTION cart_add_read(p_cart_id text, p_sku_id integer) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  v_cart json;
BEGIN
  IF p_cart_id IS NOT NULL THEN
    SELECT json_build_object('id', c.id, 'status', c.status, 'version', c.version,
             'promoCode', c.promo_code, 'giftCardCode', c.gift_card_code,
             'shippingOptionId', c.shipping_option_id, 'pickupPointId', c.pickup_point_id,
             'paymentOptionId', c.payment_option_id)
      INTO v_cart FROM carts c WHERE c.id = p_cart_id FOR UPDATE;
    IF v_cart IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  RETURN json_build_object(
    'cart', v_cart,
    'now', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'campaignToken', (SELECT token FROM campaign_version),
    'sku', (SELECT json_build_object('skuId', s.id, 'productId', s.product_id, 'stock', s.stock,
                     'supplierStock', s.supplier_stock, 'oversellable', s.oversellable,
                     'isStatic', s.is_static, 'isPackage', p.is_package,
                     'priceOre', p.price_inc_vat_ore, 'vatRate', p.vat_rate::float8,
                     'isHeavy', p.is_heavy)
              FROM skus s JOIN products p ON p.id = s.product_id AND p.published
             WHERE s.id = p_sku_id),
    'lines', CASE WHEN p_cart_id IS NULL THEN '[]'::json ELSE cart_lines_json(p_cart_id) END);
END $$;

-- addToCart's write: the line (and for a new cart the cart), the cart's version, and the
-- idempotency key's answer.
CREATE FUNCTION cart_add_write(p_cart_id text, p_new boolean, p_channel_id integer,
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

-- Housekeeping (orders/housekeeping.ts): unpaid orders past their payment window, and old
-- idempotency keys (idempotency_keys_created_idx exists since 0003).
CREATE INDEX orders_unpaid_created_idx ON orders (created_at)
  WHERE status = 'received' AND payment_status = 'pending';
