import type { ApolloCache, FieldReadFunction, InMemoryCache, Reference } from '@apollo/client';

// Fields a product card shows (ProductCardFields) that a product known only from the cart or
// the search preview lacks: without them a cached product cannot stand in for an answer.
const CARD_FIELDS = ['name', 'canonicalUrl', 'brand', 'unitPrice', 'images', 'stock'];

/**
 * productsByIds (the favourites) answers from the products the cache already holds, as far as
 * it can: an answer of its own for these ids first (null entries: no longer sold), else the
 * cached products that carry a card's fields, in the order asked. Offline, or before the
 * answer arrives, the favourites show from what list and product pages brought; the page asks
 * the network too (cache-and-network) and tells which favourites it could not show.
 */
const readProductsByIds: FieldReadFunction<readonly (Reference | null)[]> = (
  existing,
  { args, toReference, readField },
) => {
  if (existing) return existing;
  const ids = args?.['ids'] as readonly number[] | undefined;
  if (!ids) return undefined;
  const cached: Reference[] = [];
  for (const productId of ids) {
    const ref = toReference({ __typename: 'Product', productId });
    if (ref && CARD_FIELDS.every((field) => readField(field, ref) !== undefined)) cached.push(ref);
  }
  // None cached: a plain cache miss, so that cache-first asks the network.
  return cached.length > 0 ? cached : undefined;
};

const withPolicy = new WeakSet();

/**
 * Adds the policy to a client's cache the first time a screen asks for productsByIds: only
 * the favourites page does, so its code stays out of the start page's bundle.
 */
export function addProductsByIdsPolicy(cache: ApolloCache<unknown>): void {
  if (withPolicy.has(cache) || !('policies' in cache)) return;
  (cache as InMemoryCache).policies.addTypePolicies({
    Query: { fields: { productsByIds: { read: readProductsByIds } } },
  });
  withPolicy.add(cache);
}
