import type { DrawingKey } from '../images/drawing-keys.js';
import type { SkuStock } from './stock.js';

// The generated catalogue, shaped close to the tables it is written to.

export const LANGS = ['nb', 'nn'] as const;
export type Lang = (typeof LANGS)[number];
export const LANGUAGE_ID: Record<Lang, number> = { nb: 1, nn: 2 };

export type ByLang<T> = Record<Lang, T>;

export interface PageText {
  name: string;
  alias: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  sortOrder: number;
  key: string;
  icon: DrawingKey;
  /** Ids from the top-level category down to this one. */
  path: number[];
  text: ByLang<PageText & { url: string }>;
  imageFile: string | null;
}

export interface BrandRow {
  id: number;
  name: string;
  alias: string;
  prefix: string;
  color: string;
  logoFile: string;
  text: ByLang<Omit<PageText, 'name' | 'alias'>>;
}

export interface ProductText extends PageText {
  shortDescription: string;
  searchText: string;
}

export interface SkuRow extends SkuStock {
  id: number;
  name: string;
  sortOrder: number;
}

export interface ProductRow {
  id: number;
  typeKey: string;
  drawing: DrawingKey;
  articleNumber: string;
  brandId: number;
  primaryCategoryId: number;
  categoryIds: number[];
  isPackage: boolean;
  priceOre: number;
  isHeavy: boolean;
  weightGrams: number;
  popularity: number;
  createdAt: Date;
  text: ByLang<ProductText>;
  params: ByLang<(readonly [string, string])[]>;
  images: string[];
  skus: SkuRow[];
  parts: { productId: number; quantity: number }[];
  campaignIds: number[];
  /** Selling price rows of the 90 days before the seed's day (seed/price-history.ts). */
  priceHistory?: PricePoint[];
}

export interface PricePoint {
  at: Date;
  regularOre: number;
  sellingOre: number;
}

export interface CampaignRow {
  id: number;
  kind: 'percentage' | 'fixed' | 'buy_x_pay_y';
  percentage: number | null;
  amountOre: number | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  startsAt: string;
  endsAt: string;
  hideTitle: boolean;
  imageFile: string;
  text: ByLang<PageText>;
}

export interface MenuItemRow {
  id: number;
  menuId: number;
  parentId: number | null;
  languageId: number;
  label: string;
  type: 'custom' | 'page';
  sortOrder: number;
  url: string;
  targetBlank: boolean;
}

export interface MenuRow {
  id: number;
  locationId: string;
  title: ByLang<string>;
}
