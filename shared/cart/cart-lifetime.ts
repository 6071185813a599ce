/**
 * The cart id cookie lives this many days (the spec's ralph-cart, 365 days), and the server keeps
 * a cart nobody has touched for as long (server/cart/cart-purge.ts): after it no cookie names it.
 */
export const CART_COOKIE_DAYS = 365;
