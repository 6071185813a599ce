// The quantity rules the shopper's client applies before asking (shared with it, like the other
// validators): the server refuses exactly the same (server/cart/quantity-rules.ts).

/** Most units of one line, or packages of one package group (spec 5: a quantity threshold). */
export const QUANTITY_THRESHOLD = 50;
