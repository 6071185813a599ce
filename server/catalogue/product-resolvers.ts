import type { CategoryRef, ProductResolvers } from '../generated/resolvers.js';
import type { ProductModel } from './models.js';
import type { Context } from '../graphql/context.js';
import { metaTitle } from '../i18n/texts.js';
import { imageFields } from '../images/render.js';
import { packageSellingOre } from './package-price.js';
import { priceFromOre, priceOf, sellingOre } from './pricing-rules.js';
import { isBase, marketOre, type MarketPricing } from '../site/market-rules.js';
import { packageStockOf } from './package-stock-rules.js';
import { withoutSavingClaim } from './package-text-rules.js';
import { stockOf } from './stock-rules.js';
import type { CatalogueSnapshot } from './catalogue-store.js';
import type { CampaignRow, ImageRow } from './product-details-store.js';
import { brandShape, campaignShape, categoryRef } from './shapes.js';
import { rootArgument } from '../site/root-argument.js';

/** fn over the category tree and brands: at once when they are loaded (they nearly always are). */
function withSnapshot<T>(
  p: ProductModel,
  ctx: Context,
  fn: (snapshot: CatalogueSnapshot) => T,
): T | Promise<T> {
  const loaded = ctx.catalogue.peek(p.languageId);
  return loaded ? fn(loaded) : ctx.catalogue.snapshot(p.languageId).then(fn);
}

function primaryCategory(p: ProductModel, snapshot: CatalogueSnapshot): CategoryRef {
  const category = snapshot.categoryById.get(p.primaryCategoryId);
  if (!category)
    throw new Error(`Product ${p.id}: unknown primary category ${p.primaryCategoryId}`);
  return categoryRef(category);
}

const campaignsOf = (p: ProductModel, ctx: Context) =>
  p.card?.campaigns ?? ctx.loaders(p.languageId).campaigns.load(p.id);

/** The base (NOK) price converted to the market's currency, regular and selling alike. */
const inMarket = (
  price: { regular: number; selling: number },
  vatRate: number,
  m: MarketPricing,
) =>
  isBase(m)
    ? priceFromOre(price.regular, price.selling, vatRate)
    : priceFromOre(
        marketOre(price.regular, m),
        marketOre(price.selling, m),
        vatRate,
        m.currencyCode,
      );

const priceFor = (p: ProductModel) => (campaigns: readonly CampaignRow[]) =>
  priceOf(p.priceIncVatOre, p.vatRate, campaigns);

/**
 * The unit price in the market the query asked for (its marketId variable, which the answer
 * cache keys on): at once when the product's campaigns are on its card (nearly always).
 */
function unitPriceIn(p: ProductModel, ctx: Context, market: MarketPricing) {
  if (p.isPackage) return packagePrice(p, ctx, market);
  const campaigns = campaignsOf(p, ctx);
  const price = (rules: readonly CampaignRow[]) =>
    isBase(market)
      ? priceFor(p)(rules)
      : inMarket(
          { regular: p.priceIncVatOre, selling: sellingOre(p.priceIncVatOre, rules) },
          p.vatRate,
          market,
        );
  return Array.isArray(campaigns) ? price(campaigns) : campaigns.then(price);
}

/** A package's selling price: packageSellingOre, never above its parts at today's prices. */
async function packageSelling(p: ProductModel, ctx: Context): Promise<number> {
  const loaders = ctx.loaders(p.languageId);
  const [campaigns, parts] = await Promise.all([
    campaignsOf(p, ctx),
    loaders.packageParts.load(p.id),
  ]);
  const ids = parts.map((part) => part.productId);
  const [rows, partCampaigns] = await Promise.all([
    loaders.product.loadMany(ids),
    loaders.campaigns.loadMany(ids),
  ]);
  const priced = parts.flatMap((part, i) => {
    const row = rows[i];
    const rules = partCampaigns[i];
    if (!row || row instanceof Error || !rules || rules instanceof Error) return [];
    return [{ regularOre: row.priceIncVatOre, campaigns: rules, quantity: part.quantity }];
  });
  // A part that cannot be read (unpublished meanwhile) leaves the package at its own price.
  const known = priced.length === parts.length ? priced : [];
  return packageSellingOre(p.priceIncVatOre, campaigns, known);
}

/** A package's price in the market: its selling price converted like any other. */
const packagePrice = async (p: ProductModel, ctx: Context, market: MarketPricing) =>
  inMarket({ regular: p.priceIncVatOre, selling: await packageSelling(p, ctx) }, p.vatRate, market);

/** The regular and selling price a shopper is shown for the product now (unitPrice's). */
export async function shownPriceOre(
  p: ProductModel,
  ctx: Context,
): Promise<{ regularOre: number; sellingOre: number }> {
  const selling = p.isPackage
    ? await packageSelling(p, ctx)
    : sellingOre(p.priceIncVatOre, await campaignsOf(p, ctx));
  return { regularOre: p.priceIncVatOre, sellingOre: selling };
}

/** A package's stock is what its parts allow (the cart and orders take the parts' skus). */
async function packageStock(p: ProductModel, ctx: Context) {
  const loaders = ctx.loaders(p.languageId);
  const parts = await loaders.packageParts.load(p.id);
  const skus = await loaders.skus.loadMany(parts.map((part) => part.productId));
  return packageStockOf(
    parts.map((part, i) => {
      const found = skus[i];
      return { quantity: part.quantity, skus: found instanceof Error ? [] : (found ?? []) };
    }),
  );
}

const imagesFor = (p: ProductModel) => (images: readonly ImageRow[]) =>
  images.map((image) => imageFields('product', image.fileName, p.name, image.ratio));

// Lists hand their products' images and campaigns over (ProductModel.card), so a page of cards
// resolves without a promise per field.
export const Product: ProductResolvers = {
  productId: (p) => p.id,
  canonicalUrl: (p, _, ctx) =>
    withSnapshot(p, ctx, (snapshot) => {
      const category = primaryCategory(p, snapshot);
      return `${p.isPackage ? 'pp' : 'p'}/${category.alias}/${p.alias}`;
    }),
  brand: (p, _, ctx) =>
    withSnapshot(p, ctx, (snapshot) => {
      const brand = snapshot.brandById.get(p.brandId);
      if (!brand) throw new Error(`Product ${p.id}: unknown brand ${p.brandId}`);
      return brandShape(brand);
    }),
  primaryCategory: (p, _, ctx) => withSnapshot(p, ctx, (snapshot) => primaryCategory(p, snapshot)),
  categories: async (p, _, ctx) => {
    const [snapshot, ids] = await Promise.all([
      ctx.catalogue.snapshot(p.languageId),
      ctx.loaders(p.languageId).categoryIds.load(p.id),
    ]);
    const linked = new Set(ids);
    return snapshot.categories.filter((c) => linked.has(c.id)).map(categoryRef);
  },
  unitPrice: (p, _, ctx, info) => {
    const asked = rootArgument(info, 'marketId');
    const market = ctx.markets.peek(asked);
    if (!market) return ctx.markets.pricing(asked).then((m) => unitPriceIn(p, ctx, m));
    return unitPriceIn(p, ctx, market);
  },
  images: (p, _, ctx) => {
    const images = p.card?.images;
    return images
      ? imagesFor(p)(images)
      : ctx.loaders(p.languageId).images.load(p.id).then(imagesFor(p));
  },
  skus: async (p, _, ctx) => {
    const skus = await ctx.loaders(p.languageId).skus.load(p.id);
    const stock = p.isPackage ? await packageStock(p, ctx) : null;
    return skus.map((sku) => ({ skuId: sku.id, name: sku.name, stock: stock ?? stockOf([sku]) }));
  },
  // Public catalogue data, as skus: the request's one batched sku read, no arguments to refuse.
  sizeCount: async (p, _, ctx) => (await ctx.loaders(p.languageId).skus.load(p.id)).length,
  stock: async (p, _, ctx) =>
    p.isPackage ? packageStock(p, ctx) : stockOf(await ctx.loaders(p.languageId).skus.load(p.id)),
  discountCampaigns: async (p, _, ctx) => (await campaignsOf(p, ctx)).map(campaignShape),
  description: (p) => (p.isPackage ? withoutSavingClaim(p.description) : p.description),
  parameters: (p, _, ctx) => ctx.loaders(p.languageId).parameters.load(p.id),
  packageParts: async (p, _, ctx) => {
    const loaders = ctx.loaders(p.languageId);
    const parts = await loaders.packageParts.load(p.id);
    const products = await loaders.product.loadMany(parts.map((part) => part.productId));
    return parts.flatMap((part, i) => {
      const product = products[i];
      if (!product || product instanceof Error) return [];
      return [{ quantity: part.quantity, product: { ...product, languageId: p.languageId } }];
    });
  },
  meta: (p) => ({
    title: p.metaTitle || metaTitle(p.name),
    description: p.metaDescription || p.shortDescription,
  }),
};
