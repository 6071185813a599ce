import type { QueryResolvers } from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { normaliseFilter } from './product-filter.js';
import { productIdByAlias } from '../catalogue/product-row-store.js';
import { productListModel } from './product-list-resolvers.js';
import { listSelection } from './selection.js';
import { lastSegment } from '../catalogue/shapes.js';
import { shopCall } from '../errors/shop-call.js';

export const productQueries: Pick<QueryResolvers, 'products' | 'product'> = {
  products: (_, { filter, languageId }, ctx, info) =>
    shopCall(async () => {
      const q = normaliseFilter(filter, languageOf(languageId));
      return (await productListModel(ctx, q, listSelection(info, []))).model;
    }, languageId),
  product: async (_, { alias, productId, languageId: id }, ctx) => {
    const languageId = languageOf(id);
    const found =
      productId ?? (alias ? await productIdByAlias(ctx.db, languageId, lastSegment(alias)) : null);
    if (found === null) return null;
    const row = await ctx.loaders(languageId).product.load(found);
    return row ? { ...row, languageId } : null;
  },
};
