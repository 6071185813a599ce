import type { ProductSort } from '@/graphql/generated/operations';

/** A filter value as the URL carries it: the id the API filters by, and a readable label. */
export interface LabelledId<T extends number | string = number> {
  id: T;
  label: string;
}

/** Whole kroner; null is an open end. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/**
 * Parts that fit a vehicle (the spec: the selector's list carries manufacturer and year in
 * the query; the model narrows it to one machine). Year and model are optional.
 */
export interface VehicleFilter {
  manufacturer: string;
  year: number | null;
  model: string | null;
}

export interface ParameterFilter {
  name: string;
  values: string[];
}

/**
 * The whole state of a product list, as its URL holds it (the spec: label~id comma lists,
 * p-{name} parameters, sort, page).
 */
export interface ListQuery {
  categories: LabelledId[];
  brands: LabelledId[];
  /** Sizes: the API filters skus by name, so the id is the name. */
  skus: LabelledId<string>[];
  price: PriceRange | null;
  discount: LabelledId[];
  parameters: ParameterFilter[];
  vehicle: VehicleFilter | null;
  /** null: the list's default sort. */
  sort: ProductSort | null;
  page: number;
}

export const EMPTY_LIST_QUERY: ListQuery = {
  categories: [],
  brands: [],
  skus: [],
  price: null,
  discount: [],
  parameters: [],
  vehicle: null,
  sort: null,
  page: 1,
};

export type IdFilterKey = 'categories' | 'brands' | 'discount';
export type FilterKey = IdFilterKey | 'skus';

/** The id lists in the order the URL writes them. */
export const FILTER_KEYS: readonly FilterKey[] = ['categories', 'brands', 'skus', 'discount'];

/** Sorts every list offers; RELEVANCE only where there is a search text. */
export const LIST_SORTS = [
  'POPULARITY',
  'NEWEST',
  'PRICE_ASC',
  'PRICE_DESC',
  'NAME_ASC',
  'NAME_DESC',
  'DISCOUNT',
] as const satisfies readonly ProductSort[];

export const SEARCH_SORTS = ['RELEVANCE', ...LIST_SORTS] as const satisfies readonly ProductSort[];

export function hasFilters(query: ListQuery): boolean {
  return (
    FILTER_KEYS.some((key) => query[key].length > 0) ||
    query.price !== null ||
    query.parameters.length > 0 ||
    query.vehicle !== null
  );
}

/** Number of chosen filter values (a price range counts once). */
export function filterCount(query: ListQuery): number {
  return (
    FILTER_KEYS.reduce((sum, key) => sum + query[key].length, 0) +
    (query.price ? 1 : 0) +
    (query.vehicle ? 1 : 0) +
    query.parameters.reduce((sum, parameter) => sum + parameter.values.length, 0)
  );
}

export function sameVehicle(a: VehicleFilter | null, b: VehicleFilter | null): boolean {
  if (!a || !b) return a === b;
  const key = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  return (
    key(a.manufacturer) === key(b.manufacturer) &&
    a.year === b.year &&
    key(a.model) === key(b.model)
  );
}
