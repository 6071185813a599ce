import type { FilterInputType, ProductSort } from '../generated/resolvers.js';
import { toOre } from './money.js';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** A validated product list request: ids deduplicated, prices in øre, paging clamped. */
export interface ProductQuery {
  categories: number[];
  brands: number[];
  discount: number[];
  productIds: number[] | null;
  skus: string[];
  parameters: { name: string; values: string[] }[];
  minOre: number | null;
  maxOre: number | null;
  /** to_tsquery text, or null without search */
  tsQuery: string | null;
  /** true when searchText was given but had no searchable word: the result is empty */
  emptySearch: boolean;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

const unique = <T>(values: readonly T[] | null | undefined): T[] => [...new Set(values ?? [])];

/** Prefix match on every word: "led arb" -> "led:* & arb:*". Only letters and digits pass. */
export function prefixTsQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

export function normaliseFilter(filter: FilterInputType | null | undefined): ProductQuery {
  const f = filter ?? {};
  const searchText = f.searchText?.trim() ?? '';
  const tsQuery = searchText ? prefixTsQuery(searchText) : null;
  const pageSize = Math.trunc(f.pageSize ?? DEFAULT_PAGE_SIZE);
  return {
    categories: unique(f.categories),
    brands: unique(f.brands),
    discount: unique(f.discount),
    productIds: f.productIds ? unique(f.productIds) : null,
    skus: unique(f.skus),
    parameters: (f.parameters ?? [])
      .filter((p) => p.values.length > 0)
      .map((p) => ({ name: p.name, values: unique(p.values) })),
    minOre: f.price?.min != null ? toOre(f.price.min) : null,
    maxOre: f.price?.max != null ? toOre(f.price.max) : null,
    tsQuery,
    emptySearch: searchText !== '' && tsQuery === null,
    sort: f.sort ?? (tsQuery ? 'RELEVANCE' : 'POPULARITY'),
    page: Math.max(1, Math.trunc(f.page ?? 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, pageSize)),
  };
}
