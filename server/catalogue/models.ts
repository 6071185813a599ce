import type { ProductFacets } from '../generated/resolvers.js';
import type { CampaignRow, ImageRow } from './product-details-store.js';
import type { LanguageId } from '../i18n/language.js';

/** A product as read from products + product_translations; other fields resolve from loaders. */
export interface ProductRow {
  id: number;
  articleNumber: string;
  brandId: number;
  primaryCategoryId: number;
  isPackage: boolean;
  priceIncVatOre: number;
  vatRate: number;
  isHeavy: boolean;
  name: string;
  alias: string;
  shortDescription: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

/** Parent object of the GraphQL Product type (codegen mapper). */
export interface ProductModel extends ProductRow {
  languageId: LanguageId;
  /** Images and active campaigns when a product list already has them (no loader round). */
  card?: {
    images: ImageRow[] | null;
    campaigns: CampaignRow[] | null;
    /** The Omnibus figure from the list index (-1: none); absent: read it (price history). */
    lowestBeforeOre?: number;
  };
}

/** Parent object of ProductList: facets are computed only when the field is selected. */
export interface ProductListModel {
  products: ProductModel[];
  count: number;
  page: number;
  pageSize: number;
  facets: () => Promise<ProductFacets>;
}
