import { ApolloLink, execute, gql, Observable, type FetchResult } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { QUEUED_CODE } from '@/config/offline-sync';
import {
  createOfflineQueueLink,
  setQueuedChangeListener,
  type QueuedChange,
} from './offline-queue-link';

const ADD = gql`
  mutation AddToCart($skuId: Int!, $idempotencyKey: String!) {
    addToCart(skuId: $skuId, idempotencyKey: $idempotencyKey) {
      id
    }
  }
`;
const ORDER = gql`
  mutation PlaceOrder($idempotencyKey: String!) {
    placeOrder(idempotencyKey: $idempotencyKey) {
      id
    }
  }
`;

/** Runs one operation through the link over a terminating link that answers `answer`. */
function run(query: typeof ADD, answer: FetchResult | Error | { statusCode: number }) {
  const queued: QueuedChange[] = [];
  const contexts: Record<string, unknown>[] = [];
  setQueuedChangeListener((change) => queued.push(change));
  const terminal = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        contexts.push(operation.getContext());
        if ('data' in answer || 'errors' in answer) {
          observer.next(answer);
          observer.complete();
        } else observer.error(answer);
      }),
  );
  const result = new Promise<FetchResult>((resolve, reject) => {
    execute(ApolloLink.from([createOfflineQueueLink(), terminal]), {
      query,
      variables: { skuId: 7, idempotencyKey: 'key-12345678' },
      context: { pendingLabel: 'Vinsj 3500' },
    }).subscribe({ next: resolve, error: reject });
  });
  return { result, queued, contexts };
}

describe('createOfflineQueueLink', () => {
  it('sends queueable mutations with their full query', async () => {
    const { result, queued, contexts } = run(ADD, { data: { addToCart: { id: 'c1' } } });
    expect(await result).toEqual({ data: { addToCart: { id: 'c1' } } });
    expect(contexts[0]?.['http']).toMatchObject({ includeQuery: true });
    expect(queued).toEqual([]);
  });

  it('keeps a change the network could not take, held by the page, and answers QUEUED_OFFLINE', async () => {
    for (const failure of [new TypeError('Failed to fetch'), { statusCode: 503 }]) {
      const { result, queued } = run(ADD, failure);
      const answer = await result;
      expect(answer.errors?.[0]?.extensions?.['code']).toBe(QUEUED_CODE);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        key: 'key-12345678',
        kind: 'cart',
        operationName: 'AddToCart',
        holder: 'page',
        label: 'Vinsj 3500',
        variables: { skuId: 7, idempotencyKey: 'key-12345678' },
      });
      expect(queued[0]?.query).toContain('mutation AddToCart');
    }
  });

  it('records a change the service worker queued as held by the worker', async () => {
    const workerAnswer = {
      data: null,
      errors: [{ message: 'queued', extensions: { code: QUEUED_CODE } }],
    } as unknown as FetchResult;
    const { result, queued } = run(ADD, workerAnswer);
    expect((await result).errors?.[0]?.extensions?.['code']).toBe(QUEUED_CODE);
    expect(queued.map((change) => change.holder)).toEqual(['worker']);
  });

  it('lets a 4xx and other mutations fail as they are', async () => {
    const refused = run(ADD, { statusCode: 400 });
    await expect(refused.result).rejects.toMatchObject({ statusCode: 400 });
    expect(refused.queued).toEqual([]);
    const order = run(ORDER, new TypeError('Failed to fetch'));
    await expect(order.result).rejects.toThrow('Failed to fetch');
    expect(order.queued).toEqual([]);
    expect(order.contexts[0]?.['http']).toBeUndefined();
  });
});
