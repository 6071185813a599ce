// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toQueuedOperation } from './queued-operation';

describe('toQueuedOperation', () => {
  it('names the queue and key of cart changes and sign-ups', () => {
    expect(
      toQueuedOperation({
        operationName: 'UpdateCartItemQuantity',
        variables: { cartId: 'c', quantity: 2, idempotencyKey: 'key-12345' },
      }),
    ).toEqual({ kind: 'cart', operationName: 'UpdateCartItemQuantity', key: 'key-12345' });
    expect(
      toQueuedOperation({
        operationName: 'SubscribeToNewsletter',
        variables: { email: 'a@example.com', idempotencyKey: 'key-abc' },
      }),
    ).toEqual({ kind: 'newsletter', operationName: 'SubscribeToNewsletter', key: 'key-abc' });
  });

  it('leaves other mutations, and changes without a key, to the network', () => {
    expect(
      toQueuedOperation({ operationName: 'PlaceOrder', variables: { idempotencyKey: 'k-123456' } }),
    ).toBeNull();
    expect(toQueuedOperation({ operationName: 'AddToCart', variables: {} })).toBeNull();
    expect(toQueuedOperation({ query: '{ x }' })).toBeNull();
    expect(toQueuedOperation(null)).toBeNull();
  });
});
