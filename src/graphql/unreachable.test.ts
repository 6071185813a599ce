import { ApolloError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { isUnreachable } from './unreachable';

describe('isUnreachable', () => {
  it('is a failed fetch, not an answer with an error status or GraphQL errors', () => {
    expect(isUnreachable(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe(
      true,
    );
    const status = Object.assign(new Error('Bad Gateway'), { statusCode: 502, response: {} });
    expect(isUnreachable(new ApolloError({ networkError: status }))).toBe(false);
    expect(isUnreachable(new ApolloError({ graphQLErrors: [] }))).toBe(false);
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});
