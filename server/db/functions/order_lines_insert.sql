-- An order's lines (a JSON array of order_lines rows without the names), named from the
-- catalogue in the order's language, a package's parts with the package's name too.
-- server/checkout/order-insert-store.ts.
CREATE OR REPLACE FUNCTION order_lines_insert(p_order_id text, p_lines json, p_language_id integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_lines (order_id, position, sku_id, product_id, package_id, group_key,
    article_number, name, sku_name, quantity, vat_rate, unit_selling_inc_ore, total_inc_ore,
    total_ex_ore, from_stock, from_supplier, package_name)
  SELECT p_order_id, l.position, l.sku_id, l.product_id, l.package_id, l.group_key,
         COALESCE(p.article_number, ''), COALESCE(pt.name, ''), COALESCE(s.name, ''),
         l.quantity, l.vat_rate, l.unit_selling_inc_ore, l.total_inc_ore, l.total_ex_ore,
         l.from_stock, l.from_supplier, pk.name
    FROM json_populate_recordset(NULL::order_lines, p_lines) l
    LEFT JOIN skus s ON s.id = l.sku_id
    LEFT JOIN products p ON p.id = s.product_id
    LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = p_language_id
    LEFT JOIN product_translations pk
      ON pk.product_id = l.package_id AND pk.language_id = p_language_id;
END $$;
