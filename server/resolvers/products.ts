import type { QueryResolvers } from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { normaliseFilter } from '../services/product-filter.js';
import { productIdByAlias } from '../services/product-rows.js';
import { lastSegment } from './shapes.js';

export const productQueries: Pick<QueryResolvers, 'products' | 'product'> = {
  products: async (_, { filter, languageId: id }, ctx) => {
    const languageId = languageOf(id);
    const query = normaliseFilter(filter);
    const { rows, count } = await ctx.productLists.page(languageId, query);
    const loader = ctx.loaders(languageId).product;
    for (const row of rows) loader.prime(row.id, row);
    return {
      products: rows.map((row) => ({ ...row, languageId })),
      count,
      page: query.page,
      pageSize: query.pageSize,
    };
  },
  product: async (_, { alias, productId, languageId: id }, ctx) => {
    const languageId = languageOf(id);
    const found =
      productId ?? (alias ? await productIdByAlias(ctx.db, languageId, lastSegment(alias)) : null);
    if (found === null) return null;
    const row = await ctx.loaders(languageId).product.load(found);
    return row ? { ...row, languageId } : null;
  },
};
