import { ApolloLink, execute, gql, Observable, type FetchResult } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUED_CODE } from '@/config/offline-sync';
import { onTokenRejected } from '@/lib/storage/auth-token';
import { createErrorLink } from './error-link';
import { createOfflineQueueLink, setQueuedChangeListener } from './offline-queue-link';

const ADD = gql`
  mutation AddToCart($skuId: Int!, $idempotencyKey: String!) {
    addToCart(skuId: $skuId, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`;

/** Runs AddToCart through the error link, the offline queue link and a terminating `answer`. */
async function run(answer: FetchResult | Error, token: string | null = null) {
  setQueuedChangeListener(() => undefined);
  const terminal = new ApolloLink(
    () =>
      new Observable<FetchResult>((observer) => {
        if (answer instanceof Error) observer.error(answer);
        else {
          observer.next(answer);
          observer.complete();
        }
      }),
  );
  const link = ApolloLink.from([createErrorLink(), createOfflineQueueLink(), terminal]);
  await new Promise<void>((resolve) => {
    execute(link, {
      query: ADD,
      variables: { skuId: 7, idempotencyKey: 'key-12345678' },
      context: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
    }).subscribe({ complete: resolve, error: () => resolve() });
  });
}

describe('error link', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('does not log a change the service worker queued offline', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await run({
      data: null,
      errors: [{ message: 'queued', extensions: { code: QUEUED_CODE, kind: 'cart' } }],
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('does not log a change this page queued because the shop was unreachable', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await run(new TypeError('Failed to fetch'));
    expect(log).not.toHaveBeenCalled();
  });

  it('logs an answer with real errors, once, with the operation name', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await run({
      data: null,
      errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[GraphQL] AddToCart: Unexpected error.');
  });

  it('logs an error without a code as an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await run({ data: null, errors: [{ message: 'Boom' }] });
    expect(log).toHaveBeenCalledWith('[GraphQL] AddToCart: Boom');
  });

  it("notes a shopper's mistake the shop answered as info, not as an error", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await run({
      data: null,
      errors: [{ message: 'Out of stock', extensions: { code: 'OUT_OF_STOCK' } }],
    });
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('[GraphQL] AddToCart: Out of stock');
  });

  it('says when the server refused the bearer token a request carried (the session ended elsewhere)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const rejected: string[] = [];
    const stop = onTokenRejected((token) => rejected.push(token));
    try {
      const unauthenticated = {
        data: null,
        errors: [{ message: 'Not logged in', extensions: { code: 'UNAUTHENTICATED' } }],
      };
      await run(unauthenticated, 'old-token');
      await run(Object.assign(new Error('Response not successful'), { statusCode: 401 }), 'other');
      // Without a token, or another error, nothing ended.
      await run(unauthenticated, null);
      await run(
        { data: null, errors: [{ message: 'x', extensions: { code: 'PROMO_INVALID' } }] },
        'kept',
      );
      await run(Object.assign(new Error('Server error'), { statusCode: 500 }), 'kept');
      expect(rejected).toEqual(['old-token', 'other']);
    } finally {
      stop();
    }
  });
});
