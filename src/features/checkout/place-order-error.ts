import { ApolloError } from '@apollo/client';
import type { CartErrorCode as SchemaErrorCode } from '@/graphql/generated/schema-enums';
import { rateLimitedFor } from '@/lib/rate-limited';
import type { FieldErrorCode, FieldName } from './model/checkout-form';

/**
 * The schema's error codes (CartErrorCode in server/schema/cart.graphql, through codegen) that
 * placeOrder answers and the checkout has a text for: a code the schema drops is a type error.
 */
const PLACE_ORDER_CODES = [
  'VALIDATION_FAILED',
  'OUT_OF_STOCK',
  'EMPTY_CART',
  'CART_CLOSED',
  'CART_ALREADY_ORDERED',
  'CART_NOT_FOUND',
  'CUSTOMER_TYPE_LOCKED',
  'INVALID_SHIPPING_OPTION',
  'INVALID_PAYMENT_OPTION',
  'UNPAID_HOLD_LIMIT',
] as const satisfies readonly SchemaErrorCode[];

export type PlaceOrderErrorCode =
  (typeof PLACE_ORDER_CODES)[number] | typeof RATE_LIMITED | 'NETWORK' | 'UNKNOWN';

/** A 429, the schema's RATE_LIMITED, which Apollo reports as a network error. */
const RATE_LIMITED = 'RATE_LIMITED' satisfies SchemaErrorCode;

const KNOWN: ReadonlySet<string> = new Set(PLACE_ORDER_CODES);

export interface PlaceOrderError {
  code: PlaceOrderErrorCode;
  /** VALIDATION_FAILED: the server's verdict per field (a CheckoutFieldErrorCode each). */
  fields: { field: string; code: string }[];
}

function isFieldList(value: unknown): value is { field: string; code: string }[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { field?: unknown }).field === 'string' &&
        typeof (item as { code?: unknown }).code === 'string',
    )
  );
}

/** The error code of a failed placeOrder (server/schema/cart.graphql, CartErrorCode). */
export function toPlaceOrderError(error: unknown): PlaceOrderError {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0];
    if (first) {
      const code = typeof first.extensions?.code === 'string' ? first.extensions.code : '';
      const fields = first.extensions?.fields;
      return {
        code: KNOWN.has(code) ? (code as PlaceOrderErrorCode) : 'UNKNOWN',
        fields: isFieldList(fields) ? fields : [],
      };
    }
    if (rateLimitedFor(error) !== null) return { code: RATE_LIMITED, fields: [] };
    if (error.networkError) return { code: 'NETWORK', fields: [] };
  }
  return { code: 'UNKNOWN', fields: [] };
}

/** Server field errors the form shows at its own fields (others show in the summary message). */
export function formFieldErrors(
  error: PlaceOrderError,
): Partial<Record<FieldName, FieldErrorCode>> {
  const errors: Partial<Record<FieldName, FieldErrorCode>> = {};
  for (const { field, code } of error.fields) errors[field as FieldName] = code as FieldErrorCode;
  return errors;
}
