import { describe, expect, it } from 'vitest';
import { describeWaiting } from './waiting-changes';

const entry = (body: unknown, metadata?: object, timestamp?: number) => ({
  request: new Request('https://shop.test/graphql', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }),
  ...(metadata ? { metadata } : {}),
  ...(timestamp === undefined ? {} : { timestamp }),
});

describe('describeWaiting', () => {
  it('gives each queued change in full and leaves the stored request readable', async () => {
    const add = entry(
      { operationName: 'AddToCart', query: 'mutation AddToCart { a }', variables: { n: 1 } },
      { kind: 'cart', operationName: 'AddToCart', key: 'k1' },
      1234,
    );
    expect(await describeWaiting([add])).toEqual([
      {
        key: 'k1',
        kind: 'cart',
        operationName: 'AddToCart',
        query: 'mutation AddToCart { a }',
        variables: { n: 1 },
        queuedAt: 1234,
      },
    ]);
    // The replay still reads the entry's body afterwards.
    expect(add.request.bodyUsed).toBe(false);
  });

  it('leaves out what it cannot read: no key, no JSON, no query', async () => {
    const meta = { kind: 'cart', operationName: 'AddToCart', key: 'k' };
    expect(
      await describeWaiting([
        entry({ query: 'q', variables: {} }),
        entry('not json', meta),
        entry({ variables: {} }, meta),
      ]),
    ).toEqual([]);
  });
});
