-- An order with its lines and refunds as server/orders/order-store.ts reads it (null: no such
-- order); p_lock locks the order row until the transaction ends.
CREATE OR REPLACE FUNCTION order_read(p_id text, p_lock boolean) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  v_order json;
BEGIN
  IF p_lock THEN
    PERFORM 1 FROM orders WHERE id = p_id FOR UPDATE;
  END IF;
  SELECT row_to_json(r) INTO v_order FROM (
    SELECT id, order_number::text AS "orderNumber", access_token AS "accessToken",
      cart_id AS "cartId", status, fingerprint, language_id AS "languageId",
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
      email, customer_type AS "customerType", company_name AS "companyName",
      organization_id AS "organizationId", billing_address AS "billingAddress",
      shipping_address AS "shippingAddress", pickup_point AS "pickupPoint", message,
      promo_code AS "promoCode", gift_card_code AS "giftCardCode",
      shipping_option_id AS "shippingOptionId", shipping_name AS "shippingName",
      shipping_inc_ore AS "shippingInc", shipping_ex_ore AS "shippingEx",
      payment_option_id AS "paymentOptionId", payment_name AS "paymentName",
      payment_type AS "paymentType", payment_status AS "paymentStatus",
      payment_session_id AS "sessionId", payment_redirect_url AS "redirectUrl",
      subtotal_inc_ore AS "subInc", subtotal_ex_ore AS "subEx", discount_inc_ore AS "discountInc",
      discount_ex_ore AS "discountEx", total_inc_ore AS "totalInc", total_ex_ore AS "totalEx",
      gift_card_ore AS "giftCardOre", to_pay_ore AS "toPayOre", currency_code AS "currencyCode",
      COALESCE(gift_card_base_ore, gift_card_ore) AS "giftCardBaseOre",
      (SELECT CASE WHEN m.id = c.default_market_id THEN NULL ELSE m.alias END
         FROM markets m JOIN channels c ON c.id = m.channel_id
        WHERE m.id = orders.market_id) AS "marketSegment",
      COALESCE((SELECT json_agg(json_build_object('skuId', l.sku_id,
          'productId', l.product_id, 'packageId', l.package_id, 'groupKey', l.group_key,
          'articleNumber', l.article_number, 'name', l.name, 'skuName', l.sku_name,
          'packageName', l.package_name,
          'quantity', l.quantity, 'vatRate', l.vat_rate::float8,
          'unitSellingOre', l.unit_selling_inc_ore, 'totalInc', l.total_inc_ore,
          'totalEx', l.total_ex_ore) ORDER BY l.position)
        FROM order_lines l WHERE l.order_id = orders.id), '[]') AS lines,
      COALESCE((SELECT json_agg(json_build_object('id', f.id,
          'amountOre', f.amount_ore, 'reason', f.reason,
          'createdAt', to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
          ORDER BY f.created_at)
        FROM refunds f WHERE f.order_id = orders.id), '[]') AS refunds
      FROM orders WHERE id = p_id) r;
  RETURN v_order;
END $$;
