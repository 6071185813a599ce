import type { QueryResolvers } from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { normaliseFilter } from './product-filter.js';
import { productListModel } from './product-list-resolvers.js';
import { searchTags } from './search-tags.js';
import { shopCall } from '../errors/shop-call.js';
import { listSelection, selects } from './selection.js';

export const searchQueries: Pick<QueryResolvers, 'search' | 'searchSuggestions'> = {
  // Who may: anyone with the API key. Cost: the filter is clamped (product-filter.ts: text cut
  // to 100 characters and 8 words, page size to the channel's maximum), one ranked search per
  // distinct text and language, kept in the search-results LRU (product-search.ts); a part
  // number adds a name check of the candidates, one typed without its hyphen a Map lookup per
  // word pair (the map is built once per index and language); answers go to the answer cache.
  // Bad input: INVALID_PRICE for an absurd price filter, empty text finds nothing
  // (product-search.test.ts, bad-input.test.ts).
  search: async (_, { filter, languageId }, ctx, info) => {
    const q = await shopCall(
      () => Promise.resolve(normaliseFilter(filter, languageOf(languageId))),
      languageId,
    );
    // Empty text finds nothing (not every product): a search page needs words.
    const query = q.searchText ? q : { ...q, productIds: [] };
    const { model, result } = await productListModel(ctx, query, listSelection(info, ['products']));
    const wantsTags = selects(info, ['categories']) || selects(info, ['brands']);
    if (!wantsTags || result.ordered.length === 0)
      return { products: model, categories: [], brands: [] };
    const snapshot = await ctx.catalogue.snapshot(q.languageId);
    return { products: model, ...searchTags(result.index, result.ordered, snapshot) };
  },
  searchSuggestions: (_, { text, limit, languageId }, ctx) =>
    ctx.productLists.suggestions.suggest(languageOf(languageId), text, limit ?? null),
};
