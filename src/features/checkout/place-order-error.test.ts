import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formFieldErrors, toPlaceOrderError } from './place-order-error';

const failed = (extensions: Record<string, unknown>) =>
  new ApolloError({ graphQLErrors: [new GraphQLError('failed', { extensions })] });

describe('placeOrder errors', () => {
  it('puts the server verdict on the form fields', () => {
    const error = toPlaceOrderError(
      failed({
        code: 'VALIDATION_FAILED',
        fields: [
          { field: 'billingAddress.zip', code: 'INVALID_ZIP' },
          { field: 'organizationId', code: 'INVALID_ORGANIZATION_ID' },
        ],
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(formFieldErrors(error)).toEqual({
      'billingAddress.zip': 'INVALID_ZIP',
      organizationId: 'INVALID_ORGANIZATION_ID',
    });
  });

  it('knows stock, cart and network failures and ignores malformed field lists', () => {
    expect(toPlaceOrderError(failed({ code: 'OUT_OF_STOCK' })).code).toBe('OUT_OF_STOCK');
    expect(toPlaceOrderError(failed({ code: 'CART_CLOSED' })).code).toBe('CART_CLOSED');
    expect(toPlaceOrderError(failed({ code: 'CART_ALREADY_ORDERED' })).code).toBe(
      'CART_ALREADY_ORDERED',
    );
    // Too much stock held unpaid by one shopper: its own text, not "something went wrong".
    expect(toPlaceOrderError(failed({ code: 'UNPAID_HOLD_LIMIT' })).code).toBe('UNPAID_HOLD_LIMIT');
    expect(toPlaceOrderError(failed({ code: 'SOMETHING_NEW' })).code).toBe('UNKNOWN');
    expect(toPlaceOrderError(failed({ code: 'VALIDATION_FAILED', fields: 'x' })).fields).toEqual(
      [],
    );
    expect(toPlaceOrderError(new ApolloError({ networkError: new Error('offline') })).code).toBe(
      'NETWORK',
    );
  });

  it('tells a 429 (too many orders) from a lost connection', () => {
    const networkError = Object.assign(new Error('Response not successful: 429'), {
      statusCode: 429,
      response: {},
      result: { errors: [{ message: 'For mange', extensions: { code: 'RATE_LIMITED' } }] },
    });
    expect(toPlaceOrderError(new ApolloError({ networkError })).code).toBe('RATE_LIMITED');
  });
});
