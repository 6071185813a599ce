import type { Context } from '../context.js';
import type { ProductFacets, ProductListResolvers } from '../generated/resolvers.js';
import type { FacetCounts } from '../list-index/facet-pass.js';
import type { ProductListModel, ProductModel } from '../graphql/models.js';
import type { ListQuery } from '../list-index/list-query.js';
import type { ListResult, ProductPage } from '../services/product-list-store.js';
import { campaignsFromIndex } from './card-campaigns.js';
import { facetsShape } from './facets-shape.js';

const shaped = new WeakMap<FacetCounts, ProductFacets>();

/** What a list query selects, so only that is counted or fetched. */
export interface ListSelection {
  facets: boolean;
  images: boolean;
  prices: boolean;
}

/** The page's products, carrying their images and campaigns (list index) for the resolvers. */
function productModels(
  ctx: Context,
  q: ListQuery,
  page: ProductPage,
  selection: ListSelection,
): ProductModel[] {
  const loader = ctx.loaders(q.languageId).product;
  return page.rows.map((row) => {
    loader.prime(row.id, row);
    const images = selection.images ? (page.images.get(row.id) ?? []) : null;
    const campaigns = selection.prices
      ? campaignsFromIndex(page.result.index, q.languageId, row.id)
      : null;
    return { ...row, languageId: q.languageId, card: { images, campaigns } };
  });
}

/** A page of a list as the ProductList parent object; facets are counted only when asked for. */
export async function productListModel(
  ctx: Context,
  q: ListQuery,
  selection: ListSelection,
): Promise<{ model: ProductListModel; result: ListResult }> {
  const shown = await ctx.productLists.page(q, selection.facets);
  const { count, page, result } = shown;
  const model: ProductListModel = {
    products: productModels(ctx, q, shown, selection),
    count,
    page,
    pageSize: q.pageSize,
    facets: async () => {
      const counted = result.counts ? result : await ctx.productLists.list(q, true);
      const counts = counted.counts;
      if (!counts) throw new Error('Facets were not counted');
      // The counts belong to one cached result of exactly this query: shape them once.
      let facets = shaped.get(counts);
      if (!facets) {
        facets = facetsShape(counted.index, counts, q, await ctx.catalogue.snapshot(q.languageId));
        shaped.set(counts, facets);
      }
      return facets;
    },
  };
  return { model, result };
}

export const ProductList: ProductListResolvers = {
  facets: (list) => list.facets(),
};
