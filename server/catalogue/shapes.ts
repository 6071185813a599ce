// Catalogue nodes to GraphQL objects.
import type { Brand, Category, CategoryRef, DiscountCampaign } from '../generated/resolvers.js';
import { imageFields } from '../images/render.js';
import type { BrandNode } from './brand-store.js';
import type { CategoryNode } from './category-store.js';
import type { CampaignRow } from './product-details-store.js';

export function categoryShape(c: CategoryNode): Category {
  return {
    categoryId: c.id,
    parentCategoryId: c.parentId,
    name: c.name,
    alias: c.alias,
    canonicalUrl: c.canonicalUrl,
    order: c.order,
    description: c.description,
    image: c.imageFile ? imageFields('category', c.imageFile, c.name, 1) : null,
    productCount: c.productCount,
  };
}

export function categoryRef(c: CategoryNode): CategoryRef {
  return { categoryId: c.id, name: c.name, alias: c.alias, canonicalUrl: c.canonicalUrl };
}

export function brandShape(b: BrandNode): Brand {
  return {
    brandId: b.id,
    name: b.name,
    alias: b.alias,
    canonicalUrl: `b/${b.alias}`,
    description: b.description,
    productCount: b.productCount,
  };
}

export function campaignShape(c: CampaignRow): DiscountCampaign {
  return {
    id: c.id,
    name: c.name,
    alias: c.alias,
    canonicalUrl: `dc/${c.alias}`,
    hideTitle: c.hideTitle,
    kind: c.kind,
  };
}

/** Last path segment: "lys/arbeidslys" -> "arbeidslys". */
export function lastSegment(alias: string): string {
  return alias.split('/').filter(Boolean).pop() ?? '';
}
