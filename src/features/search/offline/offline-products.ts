import type { ApolloCache, NormalizedCacheObject, Reference, StoreObject } from '@apollo/client';
import {
  ProductCardFieldsFragmentDoc,
  type ProductCardFieldsFragment,
} from '@/graphql/generated/operations';
import type { OfflineProduct } from './offline-index';

type Store = Record<string, StoreObject | undefined>;

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && '__ref' in value;
}

/** A normalised entity's object, whether the field holds a reference or the object itself. */
function entity(store: Store, value: unknown): StoreObject | null {
  if (isReference(value)) return store[value.__ref] ?? null;
  return typeof value === 'object' && value !== null ? (value as StoreObject) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function categoryOf(store: Store, product: StoreObject): OfflineProduct['category'] {
  const category = entity(store, product['primaryCategory']);
  const id = category?.['categoryId'];
  const name = text(category?.['name']);
  const url = text(category?.['canonicalUrl']);
  return typeof id === 'number' && name !== null && url !== null ? { id, name, url } : null;
}

/**
 * Every product the Apollo cache holds a whole card of (seen in a list, a search or on its own
 * page; the cache is restored from IndexedDB, so also on earlier visits), with its category
 * and brand page where the cache knows them.
 */
export function productsInCache(cache: ApolloCache<NormalizedCacheObject>): OfflineProduct[] {
  const store = cache.extract() as Store;
  const found: OfflineProduct[] = [];
  for (const [id, object] of Object.entries(store)) {
    if (object?.__typename !== 'Product') continue;
    // null where a field the card shows is missing (a product known only by its id and name).
    const card = cache.readFragment<ProductCardFieldsFragment>({
      id,
      fragment: ProductCardFieldsFragmentDoc,
      fragmentName: 'ProductCardFields',
    });
    if (!card) continue;
    found.push({
      card,
      category: categoryOf(store, object),
      brandUrl: text(entity(store, object['brand'])?.['canonicalUrl']),
    });
  }
  return found;
}

/** How many products the cache holds: when it grows, the offline index is built again. */
export function productCountInCache(cache: ApolloCache<NormalizedCacheObject>): number {
  let count = 0;
  for (const object of Object.values(cache.extract() as Store))
    if (object?.__typename === 'Product') count++;
  return count;
}
