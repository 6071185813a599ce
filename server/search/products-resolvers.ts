import type { QueryResolvers } from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { normaliseFilter } from './product-filter.js';
import { productIdByAlias } from '../catalogue/product-row-store.js';
import { ShopError } from '../errors/shop-error.js';
import { productIdsProblem } from '../../shared/validation/product-ids.js';
import { productListModel } from './product-list-resolvers.js';
import { listSelection } from './selection.js';
import { lastSegment } from '../catalogue/shapes.js';
import { shopCall } from '../errors/shop-call.js';

export const productQueries: Pick<QueryResolvers, 'products' | 'product' | 'productsByIds'> = {
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
  // Public catalogue data for anyone, like product. The cost is capped by the number of ids
  // (MAX_PRODUCT_IDS): one batch of product rows, and the fields' own batches per request.
  productsByIds: (_, { ids, languageId: id }, ctx) =>
    shopCall(async () => {
      const problem = productIdsProblem(ids);
      if (problem) throw new ShopError(problem.code, problem.code, problem.details);
      const languageId = languageOf(id);
      const rows = await ctx.loaders(languageId).product.loadMany(ids);
      return rows.map((row) => {
        if (row instanceof Error) throw row;
        return row ? { ...row, languageId } : null;
      });
    }, id),
};
