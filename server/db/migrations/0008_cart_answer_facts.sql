-- Every cart answer names each line's product (a card: name, link, images) and size (the sku's
-- name). Until now both were separate statements after the cart's own (services/cart-view.ts,
-- resolvers/cart-fields.ts): on PGlite's one connection each queued behind every shopper's
-- writes. Now the lines bring their sku's name and incoming stock, and addToCart's claim brings
-- the added product's card, in the calls the cart already made.

-- Product cards (what lists and cart lines show: no long texts) with their images, in no
-- particular order; unpublished or unknown ids are left out. services/product-card-cache.ts
-- reads them. (= ANY: an unnest WITH ORDINALITY join got a generic plan three times slower.)
CREATE FUNCTION product_cards_json(p_language_id integer, p_ids integer[]) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((
    SELECT json_agg(json_build_object(
             'id', p.id, 'articleNumber', p.article_number, 'brandId', p.brand_id,
             'primaryCategoryId', p.primary_category_id, 'isPackage', p.is_package,
             'priceIncVatOre', p.price_inc_vat_ore, 'vatRate', p.vat_rate::float8,
             'isHeavy', p.is_heavy, 'name', pt.name, 'alias', pt.alias,
             'images', (SELECT json_agg(json_build_object('fileName', i.file_name,
                                                          'ratio', i.ratio::float8)
                                        ORDER BY i.position)
                          FROM product_images i WHERE i.product_id = p.id)))
      FROM products p
      JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = p_language_id
     WHERE p.id = ANY(p_ids) AND p.published), '[]'::json);
END $$;

-- 0006's lines, each also with its sku's name and incoming stock (the cart's Sku field).
CREATE OR REPLACE FUNCTION cart_lines_json(p_cart_id text) RETURNS json LANGUAGE plpgsql STABLE AS $$
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
             'isStatic', COALESCE(s.is_static, false), 'packagePriceOre', pk.price_inc_vat_ore,
             'skuName', COALESCE(s.name, ''),
             'incomingDate', s.incoming_date,
             'incomingQuantity', COALESCE(s.incoming_quantity, 0))
             ORDER BY ci.position, ci.sku_id)
      FROM cart_items ci
      LEFT JOIN skus s ON s.id = ci.sku_id
      LEFT JOIN products p ON p.id = s.product_id AND p.published
      LEFT JOIN products pk ON pk.id = ci.package_id AND pk.published
     WHERE ci.cart_id = p_cart_id), '[]'::json);
END $$;

-- 0006's read, the added sku's facts also with its name and incoming stock.
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

-- 0007's claim, answering also the card of the added sku's product in the shopper's language
-- (the columns of product_cards_json, inlined: called through that function the card cost ten
-- times more inside this transaction, 0.9 ms instead of under 0.1).
DROP FUNCTION cart_add_claim(text, text, text, text, integer);
CREATE FUNCTION cart_add_claim(p_key text, p_operation text, p_request_hash text,
  p_cart_id text, p_sku_id integer, p_language_id integer) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  v_card json;
BEGIN
  INSERT INTO idempotency_keys (key, operation, request_hash)
    VALUES (p_key, p_operation, p_request_hash)
    ON CONFLICT (key) DO NOTHING;
  IF NOT FOUND THEN
    RETURN json_build_object('claimed', false);
  END IF;
  SELECT json_build_object(
           'id', p.id, 'articleNumber', p.article_number, 'brandId', p.brand_id,
           'primaryCategoryId', p.primary_category_id, 'isPackage', p.is_package,
           'priceIncVatOre', p.price_inc_vat_ore, 'vatRate', p.vat_rate::float8,
           'isHeavy', p.is_heavy, 'name', pt.name, 'alias', pt.alias,
           'images', (SELECT json_agg(json_build_object('fileName', i.file_name,
                                                        'ratio', i.ratio::float8)
                                      ORDER BY i.position)
                        FROM product_images i WHERE i.product_id = p.id))
    INTO v_card
    FROM skus s
    JOIN products p ON p.id = s.product_id AND p.published
    JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = p_language_id
   WHERE s.id = p_sku_id;
  RETURN json_build_object('claimed', true, 'snapshot', cart_add_read(p_cart_id, p_sku_id),
    'card', v_card);
END $$;
