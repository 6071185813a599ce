import type { FilterInputType } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import type { ListQuery } from '../list-index/list-query.js';
import type { VehicleChoice } from '../list-index/vehicle-fitment.js';
import { normaliseSearchText } from '../list-index/search-text.js';
import { CHANNEL_CONFIGURATION } from '../site/channel-configuration.js';
import { toOre } from '../catalogue/money-rules.js';
import { ShopError } from '../errors/shop-error.js';

/** The dearest price a filter may name, kroner: far above any product, far below float trouble. */
export const MAX_FILTER_PRICE_KR = 10_000_000;

const { pageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE } = CHANNEL_CONFIGURATION;

const ids = (values: readonly number[] | null | undefined): number[] =>
  [...new Set((values ?? []).filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);

const texts = (values: readonly string[] | null | undefined): string[] =>
  [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))].sort();

const id = (value: number | null | undefined): number | null =>
  value != null && Number.isInteger(value) && value > 0 ? value : null;

/** A vehicle input with a manufacturer; model and year only narrow it further. */
function vehicleChoice(v: FilterInputType['vehicle']): VehicleChoice | null {
  const manufacturer = v?.manufacturer.trim() ?? '';
  return manufacturer ? { manufacturer, model: v?.model?.trim() || null, year: id(v?.year) } : null;
}

function ore(kroner: number | null | undefined): number | null {
  if (kroner == null || kroner < 0) return null;
  if (!Number.isFinite(kroner) || kroner > MAX_FILTER_PRICE_KR)
    throw new ShopError(
      'INVALID_PRICE',
      `A price filter must be at most ${MAX_FILTER_PRICE_KR} kr`,
      {
        max: MAX_FILTER_PRICE_KR,
      },
    );
  return toOre(kroner);
}

/**
 * The GraphQL filter as a ListQuery. Malformed parts are corrected or dropped: bad ids and
 * negative prices are ignored, a reversed price range is swapped, page and page size are clamped
 * (the page's upper bound needs the count and is applied by the list store). A price above
 * MAX_FILTER_PRICE_KR (1e307 kr overflowed to Infinity øre) is an error, INVALID_PRICE.
 */
export function normaliseFilter(
  filter: FilterInputType | null | undefined,
  languageId: LanguageId,
): ListQuery {
  const f = filter ?? {};
  let minOre = ore(f.price?.min);
  let maxOre = ore(f.price?.max);
  if (minOre !== null && maxOre !== null && minOre > maxOre) [minOre, maxOre] = [maxOre, minOre];
  const pageSize = Math.trunc(f.pageSize ?? DEFAULT_PAGE_SIZE);
  const searchText = normaliseSearchText(f.searchText);
  return {
    languageId,
    categoryId: id(f.categoryId),
    brandId: id(f.brandId),
    campaignId: id(f.discountCampaignId),
    listId: id(f.listId),
    vehicle: vehicleChoice(f.vehicle),
    // Only a search is ranked by it: other lists keep one cached result whatever is sent.
    rankVehicle: searchText ? vehicleChoice(f.rankVehicle) : null,
    productIds: f.productIds ? ids(f.productIds) : null,
    searchText,
    categories: ids(f.categories),
    brands: ids(f.brands),
    campaigns: ids(f.discount),
    skus: texts(f.skus),
    parameters: (f.parameters ?? [])
      .map((p) => ({ name: p.name.trim(), values: texts(p.values) }))
      .filter((p) => p.name && p.values.length > 0)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    minOre,
    maxOre,
    sort: f.sort ?? null,
    page: Math.max(1, Math.trunc(f.page ?? 1)),
    pageSize: pageSize >= 1 ? Math.min(MAX_PAGE_SIZE, pageSize) : DEFAULT_PAGE_SIZE,
  };
}
