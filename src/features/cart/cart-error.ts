import { ApolloError } from '@apollo/client';
import type { CartErrorCode as SchemaErrorCode } from '@/graphql/generated/schema-enums';
import { rateLimitedFor } from '@/lib/rate-limited';

/**
 * The schema's error codes (CartErrorCode in server/schema/cart.graphql, through codegen) that
 * the cart has a text of its own for: a code the schema drops is a type error here. Others show
 * the general text (UNKNOWN).
 */
const CART_CODES = [
  'OUT_OF_STOCK',
  'QUANTITY_THRESHOLD',
  'INVALID_QUANTITY',
  'UNKNOWN_SKU',
  'CART_NOT_FOUND',
  'CART_CLOSED',
  'CART_TOO_MANY_ITEMS',
  'PROMO_INVALID',
  'PROMO_EXPIRED',
  'PROMO_REQUIREMENTS_NOT_MET',
  'UNKNOWN_PACKAGE',
  'INVALID_PACKAGE_PARTS',
  'ITEM_NOT_FOUND',
  'GIFT_CARD_INVALID',
  'GIFT_CARD_EMPTY',
  'RATE_LIMITED',
] as const satisfies readonly SchemaErrorCode[];

/** A cart error as the shopper is told it: a schema code, or one the client tells apart itself. */
export type CartErrorCode =
  | (typeof CART_CODES)[number]
  /** GIFT_CARD_INVALID with extensions.expired. */
  | 'GIFT_CARD_EXPIRED'
  | 'NETWORK'
  | 'UNKNOWN';

const KNOWN: ReadonlySet<string> = new Set(CART_CODES);

export interface CartError {
  code: CartErrorCode;
  /** The error's extensions (available, inCart, threshold, minimum, amountLeft...). */
  values: Record<string, string | number>;
}

function pickValues(extensions: Record<string, unknown>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(extensions)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
}

/** The cart error code of a failed call (server/schema/cart.graphql, CartErrorCode). */
export function toCartError(error: unknown): CartError {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0];
    if (first) {
      const extensions = first.extensions ?? {};
      const code = typeof extensions.code === 'string' ? extensions.code : '';
      // The server flags an expired gift card on GIFT_CARD_INVALID; the shopper is told so.
      if (code === 'GIFT_CARD_INVALID' && extensions.expired === true)
        return { code: 'GIFT_CARD_EXPIRED', values: {} };
      return {
        code: KNOWN.has(code) ? (code as CartErrorCode) : 'UNKNOWN',
        values: pickValues(extensions),
      };
    }
    const wait = rateLimitedFor(error);
    if (wait !== null) return { code: 'RATE_LIMITED', values: { minutes: Math.ceil(wait / 60) } };
    if (error.networkError) return { code: 'NETWORK', values: {} };
  }
  return { code: 'UNKNOWN', values: {} };
}

/** A cart that cannot take changes any more: forget its id and start a new one. */
export const isGoneCart = (error: CartError) =>
  error.code === 'CART_NOT_FOUND' || error.code === 'CART_CLOSED';
