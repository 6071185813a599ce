import type { Context } from '../context.js';
import type { ProductFacets, ProductListResolvers } from '../generated/resolvers.js';
import type { FacetCounts } from '../list-index/facet-pass.js';
import type { ProductListModel } from '../graphql/models.js';
import type { ListQuery } from '../list-index/list-query.js';
import type { ListResult } from '../services/product-list-store.js';
import { campaignsFromIndex } from './card-campaigns.js';
import { facetsShape } from './facets-shape.js';

const shaped = new WeakMap<FacetCounts, ProductFacets>();

/** What a list query selects, so only that is counted or fetched. */
export interface ListSelection {
  facets: boolean;
  images: boolean;
  prices: boolean;
}

/** Card images (short-lived cache) and campaigns (list index), handed to this request's loaders. */
async function primeCards(
  ctx: Context,
  q: ListQuery,
  result: ListResult,
  ids: number[],
  selection: ListSelection,
) {
  const loaders = ctx.loaders(q.languageId);
  if (selection.prices)
    for (const id of ids)
      loaders.campaigns.prime(id, campaignsFromIndex(result.index, q.languageId, id));
  if (selection.images)
    for (const [id, list] of await ctx.productLists.cards.images(ids))
      loaders.images.prime(id, list);
}

/** A page of a list as the ProductList parent object; facets are counted only when asked for. */
export async function productListModel(
  ctx: Context,
  q: ListQuery,
  selection: ListSelection,
): Promise<{ model: ProductListModel; result: ListResult }> {
  const { rows, count, page, result } = await ctx.productLists.page(q, selection.facets);
  const loader = ctx.loaders(q.languageId).product;
  for (const row of rows) loader.prime(row.id, row);
  await primeCards(
    ctx,
    q,
    result,
    rows.map((r) => r.id),
    selection,
  );
  const model: ProductListModel = {
    products: rows.map((row) => ({ ...row, languageId: q.languageId })),
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
