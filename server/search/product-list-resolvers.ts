import type { Context } from '../graphql/context.js';
import type { ProductFacets, ProductListResolvers } from '../generated/resolvers.js';
import type { FacetCounts } from '../list-index/facet-pass.js';
import type { ProductListModel, ProductModel, ProductRow } from '../catalogue/models.js';
import type { ListQuery } from '../list-index/list-query.js';
import type { ListResult, ProductPage } from './product-list-store.js';
import { campaignsFromIndex, lowestFromIndex } from './card-campaigns.js';
import { cardModel } from '../catalogue/card-model.js';
import { facetsShape } from './facets-shape.js';
import { createWeakMemo } from '../cache/registry.js';

const shaped = createWeakMemo<FacetCounts, ProductFacets>('facet-shapes');

/** What a list query selects, so only that is counted or fetched. */
export interface ListSelection {
  facets: boolean;
  images: boolean;
  prices: boolean;
  /** Descriptions or meta: texts the product cards leave out. */
  texts: boolean;
}

/** The long texts of the page's products, when selected (one query; rare in lists). */
async function pageTexts(
  ctx: Context,
  q: ListQuery,
  page: ProductPage,
): Promise<Map<number, ProductRow>> {
  const rows = await ctx.loaders(q.languageId).product.loadMany(page.rows.map((row) => row.id));
  const byId = new Map<number, ProductRow>();
  for (const row of rows) if (row && !(row instanceof Error)) byId.set(row.id, row);
  return byId;
}

/** The page's products, carrying their images and campaigns (list index) for the resolvers. */
async function productModels(
  ctx: Context,
  q: ListQuery,
  page: ProductPage,
  selection: ListSelection,
): Promise<ProductModel[]> {
  const texts = selection.texts ? await pageTexts(ctx, q, page) : null;
  const { languageId } = q;
  return page.rows.map((row) =>
    cardModel(
      row,
      languageId,
      {
        images: selection.images ? (page.images.get(row.id) ?? []) : null,
        campaigns: selection.prices
          ? campaignsFromIndex(page.result.index, languageId, row.id)
          : null,
        lowestBeforeOre: lowestFromIndex(page.result.index, row.id),
      },
      texts?.get(row.id),
    ),
  );
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
    products: await productModels(ctx, q, shown, selection),
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
