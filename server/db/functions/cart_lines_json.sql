-- A cart's lines in order, each with its sku (name, stock, incoming stock), price and package
-- price; a line whose sku or product left the catalogue has "productId" null.
-- server/cart/cart-view.ts reads it, and cart_add_read below.
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
