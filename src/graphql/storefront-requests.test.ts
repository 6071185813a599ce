// The benchmarks' clients (bench/browser-request.ts) must send what this storefront sends: the
// same method, address, body and headers, persisted-query handshake included. This runs the
// storefront's own Apollo Client (its links, cache and generated documents) against a fetch that
// records each request, and compares.
import { InMemoryCache, type DocumentNode } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './create-apollo-client';
import { AddToCartDocument } from './generated/documents/add-to-cart';
import { GetProductsDocument } from './generated/documents/get-products';
import { GetSearchSuggestionsDocument } from './generated/documents/get-search-suggestions';
import { PlaceOrderDocument } from './generated/documents/place-order';
import { SearchPreviewDocument } from './generated/documents/search-preview';
import { typePolicies } from './type-policies';

interface HttpRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string | null;
}

interface BrowserRequest {
  hashed: HttpRequestSpec;
  full: HttpRequestSpec;
}

// Loaded by a path the type checker does not follow: the bench is Node code (node:fs,
// node:crypto), which the client's type environment does not have.
const benchModule = '../../bench/browser-request.ts';
const { browserRequest } = (await import(/* @vite-ignore */ benchModule)) as {
  browserRequest: (
    name: string,
    variables: Record<string, unknown>,
    options: { origin: string },
  ) => BrowserRequest;
};

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Runs one operation through the storefront's client; the server first misses its hash. */
async function storefrontSends(
  document: DocumentNode,
  variables: Record<string, unknown>,
  mutation: boolean,
): Promise<Sent[]> {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    sent.push({
      method: init.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(
        Object.entries(init.headers as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      ),
      body: typeof init.body === 'string' ? init.body : null,
    });
    const answer =
      sent.length === 1
        ? {
            errors: [
              {
                message: 'PersistedQueryNotFound',
                extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
              },
            ],
          }
        : { data: null };
    return Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  });
  const client = createApolloClient({ cache: new InMemoryCache({ typePolicies }), languageId: 1 });
  const options = { variables, fetchPolicy: 'no-cache' as const, errorPolicy: 'all' as const };
  await (mutation
    ? client.mutate({ mutation: document, ...options })
    : client.query({ query: document, ...options }));
  return sent;
}

/** What of a bench request Apollo decides (Chromium adds the other headers). */
function apolloPart(spec: HttpRequestSpec): Sent {
  const { accept, 'content-type': type, 'x-api-key': key } = spec.headers;
  return {
    method: spec.method,
    path: spec.path,
    headers: { accept: accept ?? '', 'content-type': type ?? '', 'x-api-key': key ?? '' },
    body: spec.body,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const cases: [string, DocumentNode, Record<string, unknown>, boolean][] = [
  [
    'GetProducts',
    GetProductsDocument,
    { filter: { searchText: 'vinsj', page: 1, pageSize: 24 }, withFacets: true },
    false,
  ],
  [
    'SearchPreview',
    SearchPreviewDocument,
    { filter: { searchText: 'lysbar', pageSize: 6 } },
    false,
  ],
  ['GetSearchSuggestions', GetSearchSuggestionsDocument, { text: 'vin', limit: 8 }, false],
  [
    'AddToCart',
    AddToCartDocument,
    { cartId: null, skuId: 12, quantity: 1, idempotencyKey: 'k-1' },
    true,
  ],
  ['PlaceOrder', PlaceOrderDocument, { input: { cartId: 'c1', idempotencyKey: 'k-2' } }, true],
];

describe('bench clients send what the storefront sends', () => {
  it.each(cases)(
    '%s: the hash first, then the whole query',
    async (name, document, variables, mutation) => {
      const sent = await storefrontSends(document, variables, mutation);
      const bench = browserRequest(name, variables, { origin: 'http://shop.test' });
      expect(sent).toEqual([apolloPart(bench.hashed), apolloPart(bench.full)]);
    },
  );

  it('catalogue queries go as GET without Origin, cart and checkout as POST with it', () => {
    const list = browserRequest('GetProducts', { filter: {} }, { origin: 'http://shop.test' });
    expect(list.hashed.method).toBe('GET');
    expect(list.hashed.headers.origin).toBeUndefined();
    const order = browserRequest('PlaceOrder', { input: {} }, { origin: 'http://shop.test' });
    expect(order.full.method).toBe('POST');
    expect(order.full.headers.origin).toBe('http://shop.test');
    expect(order.hashed.body).not.toContain('"query"');
    expect(order.full.body).toContain('"query"');
  });
});
