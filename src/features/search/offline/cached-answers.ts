import { InMemoryCache } from '@apollo/client';
import { RUNTIME_CACHES } from '@/config/pwa';
import { GetProductDocument, GetProductsDocument } from '@/graphql/generated/operations';
import { typePolicies } from '@/graphql/type-policies';
import type { OfflineProduct } from './offline-index';
import { productsInCache } from './offline-products';

/** The answers of these operations carry whole product cards. */
const DOCUMENTS = { GetProducts: GetProductsDocument, GetProduct: GetProductDocument } as const;

/** The part of CacheStorage read here (a fake in unit tests). */
export interface AnswerStorage {
  has(cacheName: string): Promise<boolean>;
  open(cacheName: string): Promise<Pick<Cache, 'keys' | 'match'>>;
}

function parseVariables(url: URL): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(url.searchParams.get('variables') ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The products in the service worker's cached catalogue answers (lists and product pages) of
 * one language: what the Apollo cache may no longer hold (its stored copy is trimmed, another
 * tab saw them). Each answer is written into a scratch cache with its own query, so the cards
 * come out as Apollo reads them; an answer that does not fit its query is skipped.
 */
export async function productsInCachedAnswers(
  languageId: number,
  storage: AnswerStorage | undefined = typeof caches === 'undefined' ? undefined : caches,
): Promise<OfflineProduct[]> {
  if (!storage || !(await storage.has(RUNTIME_CACHES.catalogue))) return [];
  const cache = await storage.open(RUNTIME_CACHES.catalogue);
  const scratch = new InMemoryCache({ typePolicies });
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const operation = url.searchParams.get('operationName');
    const query =
      operation === 'GetProducts' || operation === 'GetProduct' ? DOCUMENTS[operation] : null;
    const variables = parseVariables(url);
    if (!query || variables?.['languageId'] !== languageId) continue;
    try {
      const response = await cache.match(request);
      const body = (await response?.json()) as { data?: unknown } | undefined;
      if (!body?.data) continue;
      scratch.writeQuery({ query, variables, data: body.data as never });
    } catch {
      // A broken or foreign answer: the others still count.
    }
  }
  return productsInCache(scratch);
}
