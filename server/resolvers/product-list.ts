import type { Context } from '../context.js';
import type { ProductListResolvers } from '../generated/resolvers.js';
import type { ProductListModel } from '../graphql/models.js';
import type { ListQuery } from '../list-index/list-query.js';
import type { ListResult } from '../services/product-list-store.js';
import { facetsShape } from './facets-shape.js';

/** A page of a list as the ProductList parent object; facets are counted only when asked for. */
export async function productListModel(
  ctx: Context,
  q: ListQuery,
  withFacets: boolean,
): Promise<{ model: ProductListModel; result: ListResult }> {
  const { rows, count, page, result } = await ctx.productLists.page(q, withFacets);
  const loader = ctx.loaders(q.languageId).product;
  for (const row of rows) loader.prime(row.id, row);
  const model: ProductListModel = {
    products: rows.map((row) => ({ ...row, languageId: q.languageId })),
    count,
    page,
    pageSize: q.pageSize,
    facets: async () => {
      const counted = result.counts ? result : await ctx.productLists.list(q, true);
      const snapshot = await ctx.catalogue.snapshot(q.languageId);
      if (!counted.counts) throw new Error('Facets were not counted');
      return facetsShape(counted.index, counted.counts, q, snapshot);
    },
  };
  return { model, result };
}

export const ProductList: ProductListResolvers = {
  facets: (list) => list.facets(),
};
