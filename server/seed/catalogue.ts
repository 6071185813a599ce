import { buildCampaigns } from './campaigns.js';
import { createContext, type CatalogueContext } from './catalogue-context.js';
import { buildMenus } from './build-menus.js';
import { generatePackages, toPartRef, type PartPools } from './generate-packages.js';
import { generateProducts } from './generate-products.js';
import { priceHistoryFor } from './price-history.js';
import type { CampaignRow, CategoryRow, MenuItemRow, MenuRow, ProductRow } from './model.js';

export const DEFAULT_PRODUCTS = 3200;
export const DEFAULT_SEED = 1;

export interface CatalogueOptions {
  /** Total products including packages. */
  products?: number;
  seed?: number;
  /** Anchor for created_at (the two years before) and incoming dates (after); default: today. */
  today?: Date;
}

/** About 40 packages per 3 200 products. */
export function planCatalogue(products: number): { normal: number; packages: number } {
  const packages = products < 20 ? 0 : Math.min(2000, Math.max(4, Math.round(products / 80)));
  return { normal: products - packages, packages };
}

export interface Catalogue {
  context: CatalogueContext;
  categories: CategoryRow[];
  campaigns: CampaignRow[];
  menus: MenuRow[];
  menuItems: MenuItemRow[];
  /** Products in id order; iterate once. Afterwards categories carry their image files. */
  products: Generator<ProductRow>;
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function buildCatalogue(opts: CatalogueOptions = {}): Catalogue {
  const total = Math.max(1, Math.floor(opts.products ?? DEFAULT_PRODUCTS));
  const context = createContext(opts.seed ?? DEFAULT_SEED, opts.today ?? startOfToday());
  const campaigns = buildCampaigns(context.today);
  const { menus, items } = buildMenus(context.categories, campaigns);
  return {
    context,
    categories: context.categories,
    campaigns,
    menus,
    menuItems: items,
    products: withPriceHistory(context, campaigns, allProducts(context, total)),
  };
}

function* withPriceHistory(
  ctx: CatalogueContext,
  campaigns: readonly CampaignRow[],
  products: Iterable<ProductRow>,
): Generator<ProductRow> {
  // Its own stream: the history never changes what the products themselves come out as.
  const rng = ctx.rng('price-history');
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  for (const product of products) {
    product.priceHistory = priceHistoryFor(rng, product, byId, ctx.today);
    yield product;
  }
}

function* allProducts(ctx: CatalogueContext, total: number): Generator<ProductRow> {
  const plan = planCatalogue(total);
  const pools: PartPools = new Map();
  const firstImage = new Map<number, string>();
  for (const product of generateProducts(ctx, plan.normal)) {
    const pool = pools.get(product.typeKey) ?? [];
    pool.push(toPartRef(product));
    pools.set(product.typeKey, pool);
    if (!firstImage.has(product.primaryCategoryId) && product.images[0])
      firstImage.set(product.primaryCategoryId, product.images[0]);
    yield product;
  }
  yield* generatePackages(ctx, pools, plan.normal + 1, plan.packages);
  assignCategoryImages(ctx.categories, firstImage);
}

/** A category shows its first product's picture; a parent borrows from its first child that has one. */
function assignCategoryImages(categories: CategoryRow[], firstImage: Map<number, string>): void {
  const pick = (category: CategoryRow): string | null => {
    const children = categories
      .filter((c) => c.parentId === category.id)
      .sort((a, b) => a.sortOrder - b.sortOrder);
    let image = firstImage.get(category.id) ?? null;
    for (const child of children) {
      const childImage = pick(child);
      image ??= childImage;
    }
    category.imageFile = image;
    return image;
  };
  categories.filter((c) => c.parentId === null).forEach(pick);
}
