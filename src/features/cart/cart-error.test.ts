import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isGoneCart, toCartError } from './cart-error';

const graphQLError = (code: string, extra: Record<string, unknown> = {}) =>
  new ApolloError({
    graphQLErrors: [new GraphQLError('failed', { extensions: { code, ...extra } })],
  });

describe('toCartError', () => {
  it('reads the code and the numbers of extensions', () => {
    expect(toCartError(graphQLError('OUT_OF_STOCK', { available: 3, inCart: 2 }))).toEqual({
      code: 'OUT_OF_STOCK',
      values: { code: 'OUT_OF_STOCK', available: 3, inCart: 2 },
    });
  });

  it('reads a 429 (which Apollo reports as a network error) as RATE_LIMITED, with the minutes to wait', () => {
    const networkError = Object.assign(new Error('Response not successful: 429'), {
      name: 'ServerError',
      statusCode: 429,
      response: {},
      result: {
        errors: [{ message: 'For mange', extensions: { code: 'RATE_LIMITED', retryAfter: 125 } }],
      },
    });
    expect(toCartError(new ApolloError({ networkError }))).toEqual({
      code: 'RATE_LIMITED',
      values: { minutes: 3 },
    });
    const other = Object.assign(new Error('502'), { statusCode: 502, response: {}, result: {} });
    expect(toCartError(new ApolloError({ networkError: other })).code).toBe('NETWORK');
  });

  it('maps unknown codes and other failures', () => {
    expect(toCartError(graphQLError('SOMETHING_NEW')).code).toBe('UNKNOWN');
    expect(toCartError(new ApolloError({ networkError: new Error('offline') })).code).toBe(
      'NETWORK',
    );
    expect(toCartError(new Error('boom')).code).toBe('UNKNOWN');
  });

  it('tells unknown, expired and empty gift cards apart', () => {
    expect(toCartError(graphQLError('GIFT_CARD_INVALID')).code).toBe('GIFT_CARD_INVALID');
    expect(toCartError(graphQLError('GIFT_CARD_INVALID', { expired: true })).code).toBe(
      'GIFT_CARD_EXPIRED',
    );
    expect(toCartError(graphQLError('GIFT_CARD_EMPTY')).code).toBe('GIFT_CARD_EMPTY');
  });

  it('tells a cart that must be replaced', () => {
    expect(isGoneCart(toCartError(graphQLError('CART_NOT_FOUND')))).toBe(true);
    expect(isGoneCart(toCartError(graphQLError('CART_CLOSED')))).toBe(true);
    expect(isGoneCart(toCartError(graphQLError('PROMO_EXPIRED')))).toBe(false);
  });
});
