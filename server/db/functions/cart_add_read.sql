-- addToCart's read: the cart locked until the transaction ends (null: no such cart; p_cart_id
-- null: a new cart), its lines, the sku's facts (null: unknown or unpublished), the time and the
-- campaign token. server/cart/cart-add-store.ts; cart_add_claim calls it.
CREATE OR REPLACE FUNCTION cart_add_read(p_cart_id text, p_sku_id integer) RETURNS json
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
                     'isHeavy', p.is_heavy, 'name', s.name,
                     'incomingDate', s.incoming_date,
                     'incomingQuantity', s.incoming_quantity)
              FROM skus s JOIN products p ON p.id = s.product_id AND p.published
             WHERE s.id = p_sku_id),
    'lines', CASE WHEN p_cart_id IS NULL THEN '[]'::json ELSE cart_lines_json(p_cart_id) END);
END $$;
