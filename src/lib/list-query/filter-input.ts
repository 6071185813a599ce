import type { FilterInputType } from '@/graphql/generated/operations';
import type { ListQuery } from './list-query';

/** What the route itself fixes: the page's category, brand, campaign, list or search text. */
export type ListContext = Pick<
  FilterInputType,
  'categoryId' | 'brandId' | 'discountCampaignId' | 'listId' | 'searchText' | 'vehicle'
>;

/**
 * The API filter for a list state: the route's context narrows the list, the shopper's facet
 * selections filter within it. A null sort lets the API use the list's default.
 */
export function toFilterInput(
  query: ListQuery,
  context: ListContext,
  pageSize: number,
): FilterInputType {
  const filter: FilterInputType = { ...context, page: query.page, pageSize };
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
  if (query.categories.length > 0) filter.categories = ids(query.categories);
  if (query.brands.length > 0) filter.brands = ids(query.brands);
  if (query.discount.length > 0) filter.discount = ids(query.discount);
  if (query.skus.length > 0) filter.skus = query.skus.map((sku) => sku.id);
  if (query.price) filter.price = { min: query.price.min, max: query.price.max };
  if (query.parameters.length > 0) {
    filter.parameters = query.parameters.map(({ name, values }) => ({ name, values }));
  }
  // The shopper's vehicle ("fits my vehicle", the selector's list) narrows like the route does.
  if (query.vehicle) {
    const { manufacturer, year, model } = query.vehicle;
    filter.vehicle = {
      manufacturer,
      ...(year === null ? {} : { year }),
      ...(model ? { model } : {}),
    };
  }
  if (query.sort) filter.sort = query.sort;
  return filter;
}
