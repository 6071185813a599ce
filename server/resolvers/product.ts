import type { CategoryRef, ProductResolvers } from '../generated/resolvers.js';
import type { ProductModel } from '../graphql/models.js';
import type { Context } from '../context.js';
import { metaTitle } from '../i18n/texts.js';
import { imageFields } from '../images/render.js';
import { priceOf } from '../services/pricing.js';
import { stockOf } from '../services/stock.js';
import { brandShape, campaignShape, categoryRef } from './shapes.js';

async function primaryCategory(p: ProductModel, ctx: Context): Promise<CategoryRef> {
  const snapshot = await ctx.catalogue.snapshot(p.languageId);
  const category = snapshot.categoryById.get(p.primaryCategoryId);
  if (!category)
    throw new Error(`Product ${p.id}: unknown primary category ${p.primaryCategoryId}`);
  return categoryRef(category);
}

export const Product: ProductResolvers = {
  productId: (p) => p.id,
  canonicalUrl: async (p, _, ctx) => {
    const category = await primaryCategory(p, ctx);
    return `${p.isPackage ? 'pp' : 'p'}/${category.alias}/${p.alias}`;
  },
  brand: async (p, _, ctx) => {
    const brand = (await ctx.catalogue.snapshot(p.languageId)).brandById.get(p.brandId);
    if (!brand) throw new Error(`Product ${p.id}: unknown brand ${p.brandId}`);
    return brandShape(brand);
  },
  primaryCategory: (p, _, ctx) => primaryCategory(p, ctx),
  categories: async (p, _, ctx) => {
    const [snapshot, ids] = await Promise.all([
      ctx.catalogue.snapshot(p.languageId),
      ctx.loaders(p.languageId).categoryIds.load(p.id),
    ]);
    const linked = new Set(ids);
    return snapshot.categories.filter((c) => linked.has(c.id)).map(categoryRef);
  },
  unitPrice: async (p, _, ctx) => {
    const campaigns = await ctx.loaders(p.languageId).campaigns.load(p.id);
    return priceOf(p.priceIncVatOre, p.vatRate, campaigns);
  },
  images: async (p, _, ctx) => {
    const images = await ctx.loaders(p.languageId).images.load(p.id);
    return images.map((image) => imageFields('product', image.fileName, p.name, image.ratio));
  },
  skus: async (p, _, ctx) => {
    const skus = await ctx.loaders(p.languageId).skus.load(p.id);
    return skus.map((sku) => ({ skuId: sku.id, name: sku.name, stock: stockOf([sku]) }));
  },
  stock: async (p, _, ctx) => stockOf(await ctx.loaders(p.languageId).skus.load(p.id)),
  discountCampaigns: async (p, _, ctx) =>
    (await ctx.loaders(p.languageId).campaigns.load(p.id)).map(campaignShape),
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
