import { ApolloLink, execute, type DocumentNode } from '@apollo/client';
import { Kind, OperationTypeNode } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as operations from '@/graphql/generated/operations';
import { isPersonalOperation } from '@shared/validation/personal-operations';
import { createHttpLinks } from './http-links';
import { createApqLink } from './persisted-query-link';

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT;

const documents = Object.entries(operations as Record<string, unknown>).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document') && isDocument(entry[1]),
);

interface Sent {
  method: string;
  url: string;
  body: string;
}

/** Runs `query` through the APQ link and the HTTP links as the app does; what went out. */
async function send(query: DocumentNode, variables: Record<string, unknown>): Promise<Sent> {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? init.body : '',
      });
      return Promise.resolve(
        new Response(JSON.stringify({ data: {} }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  const apq = createApqLink();
  const link = ApolloLink.from([...(apq ? [apq] : []), createHttpLinks('/graphql')]);
  await new Promise<void>((resolve) => {
    execute(link, { query, variables }).subscribe({ complete: resolve, error: () => resolve() });
  });
  const first = sent[0];
  if (!first) throw new Error('nothing was sent');
  return first;
}

describe('HTTP links', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("knows the storefront's cart, checkout, order and account reads and its mutations as personal", () => {
    const kinds = documents.map(([name, document]) => {
      const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      return { name, kind: operation?.operation, personal: isPersonalOperation(document, null) };
    });
    expect(
      kinds.filter((k) => k.kind === OperationTypeNode.QUERY && k.personal).map((k) => k.name),
    ).toEqual([
      // The account pages read everything under `me`.
      'AccountBalanceDocument',
      'AccountOrderDocument',
      'AccountOrdersDocument',
      'AccountSettingsDocument',
      'GetCartDocument',
      'GetCheckoutDocument',
      // The account's own review of a product (the reviews tab).
      'GetMyProductReviewDocument',
      'GetOrderDocument',
      'MeDocument',
    ]);
    const mutations = kinds.filter((k) => k.kind === OperationTypeNode.MUTATION);
    expect(mutations.length).toBeGreaterThan(5);
    for (const mutation of mutations) expect(mutation.personal).toBe(true);
  });

  it('sends cart, checkout and order reads as POST: no id or token in a URL', async () => {
    const secret = 'Secret_cart-id_0123456';
    const reads: [DocumentNode, Record<string, unknown>][] = [
      [operations.GetCartDocument, { id: secret }],
      [operations.GetCheckoutDocument, { cartId: secret }],
      [operations.GetOrderDocument, { id: secret, token: secret }],
    ];
    for (const [query, variables] of reads) {
      const sent = await send(query, variables);
      expect(sent.method).toBe('POST');
      expect(sent.url).toBe('/graphql');
      expect(sent.body).toContain(secret);
    }
  });

  it('sends mutations as POST and catalogue reads as GET', async () => {
    const added = await send(operations.AddToCartDocument, {
      skuId: 1,
      quantity: 1,
      idempotencyKey: 'key-12345678',
    });
    expect(added.method).toBe('POST');
    const brands = await send(operations.GetBrandsDocument, { languageId: 1 });
    expect(brands.method).toBe('GET');
    expect(brands.url).toMatch(/^\/graphql\?operationName=GetBrands/);
  });
});
