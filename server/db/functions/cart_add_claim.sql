-- addToCart's first call: claims the idempotency key (as server/idempotency/idempotency.ts's own
-- INSERT: a concurrent duplicate blocks on the key until the first commits, then finds it taken,
-- claimed = false) and, when claimed, answers cart_add_read's snapshot and the card of the added
-- sku's product in the shopper's language (product_cards_json's columns inlined: called through
-- that function the card cost ten times more inside this transaction).
CREATE OR REPLACE FUNCTION cart_add_claim(p_key text, p_operation text, p_request_hash text,
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
