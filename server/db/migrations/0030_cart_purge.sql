-- Housekeeping deletes abandoned carts (server/cart/cart-purge.ts): open carts by their last
-- change, and whether any order (cancelled ones too) still points to a cart.
CREATE INDEX carts_open_updated ON carts (updated_at) WHERE status = 'open';
CREATE INDEX orders_cart ON orders (cart_id);
