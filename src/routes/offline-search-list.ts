import { toProductCard } from '@/features/catalogue/model/product-card-model';
import type { ProductListModel } from '@/features/catalogue/use-catalogue';
import type { ProductCardFieldsFragment, ProductSort } from '@/graphql/generated/operations';
import { getApolloClient } from '@/graphql/apollo-clients';
import { LANGUAGE_IDS, type Locale } from '@/i18n/locale';
import type { ListQuery } from '@/lib/list-query/list-query';

/** Whether the browser says it has no network (the search page then searches the device). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

type Card = ProductCardFieldsFragment;

const byPrice = (a: Card, b: Card) =>
  a.unitPrice.sellingPriceIncVat - b.unitPrice.sellingPriceIncVat;
const byName = (a: Card, b: Card) => a.name.localeCompare(b.name, 'nb');

/** The sorts the device can apply itself; the others (popularity, newest) keep relevance. */
const SORTS: Partial<Record<ProductSort, (a: Card, b: Card) => number>> = {
  PRICE_ASC: byPrice,
  PRICE_DESC: (a, b) => byPrice(b, a),
  NAME_ASC: byName,
  NAME_DESC: (a, b) => byName(b, a),
};

/**
 * The search page without a network: the products this device holds that match, by the
 * offline index (features/search/offline, loaded only now), one page of them; no facets.
 */
export async function offlineSearchList(
  locale: Locale,
  text: string,
  query: ListQuery,
  pageSize: number,
): Promise<ProductListModel> {
  const { offlineSearchIndex } = await import('@/features/search/offline/offline-search');
  const index = await offlineSearchIndex(getApolloClient(locale), LANGUAGE_IDS[locale]);
  const cards = index.search(text).products.map(({ card }) => card);
  const sort = query.sort ? SORTS[query.sort] : undefined;
  if (sort) cards.sort(sort);
  const size = Math.max(1, pageSize);
  const pageCount = Math.max(1, Math.ceil(cards.length / size));
  const page = Math.min(Math.max(1, query.page), pageCount);
  return {
    products: cards.slice((page - 1) * size, page * size).map(toProductCard),
    count: cards.length,
    page,
    pageCount,
    facets: null,
  };
}
