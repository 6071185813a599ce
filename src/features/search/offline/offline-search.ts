// The offline search's own chunk: MiniSearch and the index load only when a shopper searches
// without a network (use-offline-search.ts imports this module on demand).
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { toImageData } from '@/lib/images/image-sources';
import { toPriceValues } from '@/lib/price/to-price-values';
import type { SearchResultModel, SearchTag } from '../model/search-result';
import { productsInCachedAnswers } from './cached-answers';
import { OfflineSearchIndex, type OfflineProduct } from './offline-index';
import { productCountInCache, productsInCache } from './offline-products';

export { OfflineSearchIndex, type OfflineProduct } from './offline-index';

type Client = ApolloClient<NormalizedCacheObject>;

interface Built {
  index: Promise<OfflineSearchIndex>;
  /** Products in the Apollo cache when it was built: more since means build again. */
  products: number;
}

const built = new WeakMap<Client, Built>();

async function build(client: Client, languageId: number): Promise<OfflineSearchIndex> {
  const fromWorker = await productsInCachedAnswers(languageId).catch(() => []);
  // The Apollo cache's cards are the newer ones: they go last and win.
  const byId = new Map<number, OfflineProduct>();
  for (const product of [...fromWorker, ...productsInCache(client.cache)])
    byId.set(product.card.productId, product);
  return new OfflineSearchIndex([...byId.values()]);
}

/**
 * The offline index of the products this device holds in the client's language: built on first
 * use, and again when the Apollo cache has gained products (a page opened offline from the
 * worker's cache).
 */
export function offlineSearchIndex(
  client: Client,
  languageId: number,
): Promise<OfflineSearchIndex> {
  const products = productCountInCache(client.cache);
  const current = built.get(client);
  if (current?.products === products) return current.index;
  const index = build(client, languageId);
  built.set(client, { index, products });
  return index;
}

/** Categories or brands of the hits whose pages the device knows, most hits first. */
function tags(
  products: readonly OfflineProduct[],
  tagOf: (product: OfflineProduct) => SearchTag | null,
): SearchTag[] {
  const byId = new Map<number, SearchTag>();
  for (const product of products) {
    const tag = tagOf(product);
    if (!tag) continue;
    const known = byId.get(tag.id);
    byId.set(tag.id, known ? { ...known, count: known.count + 1 } : tag);
  }
  return [...byId.values()].sort((a, b) => b.count - a.count);
}

/** The search panel's answer from the offline index: as the server's SearchPreview gives it. */
export function offlineSearchResult(
  index: OfflineSearchIndex,
  text: string,
  resultCount: number,
): SearchResultModel {
  const { products } = index.search(text);
  return {
    products: products.slice(0, resultCount).map(({ card }) => {
      const image = card.images[0];
      return {
        id: card.productId,
        name: card.name,
        brand: card.brand.name,
        url: card.canonicalUrl,
        image: image ? toImageData(image) : null,
        price: toPriceValues(card.unitPrice),
      };
    }),
    count: products.length,
    categories: tags(products, ({ category }) =>
      category ? { id: category.id, name: category.name, url: category.url, count: 1 } : null,
    ),
    brands: tags(products, ({ card, brandUrl }) =>
      brandUrl ? { id: card.brand.brandId, name: card.brand.name, url: brandUrl, count: 1 } : null,
    ),
  };
}
