-- Recommendations (issue 16): "others also bought" looks up the paid orders that hold a product
-- (a package's parts count as the package). Without this index each look-up read every order line.
CREATE INDEX order_lines_bought_product_idx ON order_lines ((COALESCE(package_id, product_id)));
