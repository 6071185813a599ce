import type { ProductSort } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import type { VehicleChoice } from './vehicle-fitment.js';

export interface ParameterSelection {
  name: string;
  values: string[];
}

/**
 * A validated product list request (services/product-filter.ts makes it from the GraphQL
 * filter): ids deduplicated and sorted, prices in øre, paging clamped from below.
 */
export interface ListQuery {
  languageId: LanguageId;
  // The route's list: narrows everything, including the facet counts.
  categoryId: number | null;
  brandId: number | null;
  campaignId: number | null;
  listId: number | null;
  vehicle: VehicleChoice | null;
  /** A search only: parts that fit it come first in relevance order; narrows nothing. */
  rankVehicle: VehicleChoice | null;
  productIds: number[] | null;
  /** Normalised search text; '' = no search. */
  searchText: string;
  // Facet selections: OR within one facet, AND across facets.
  categories: number[];
  brands: number[];
  campaigns: number[];
  skus: string[];
  parameters: ParameterSelection[];
  minOre: number | null;
  maxOre: number | null;
  /** null: the list's own sort, RELEVANCE for a search, else the channel default. */
  sort: ProductSort | null;
  page: number;
  pageSize: number;
}
