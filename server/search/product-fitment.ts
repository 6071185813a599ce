import type { ProductResolvers } from '../generated/resolvers.js';

/**
 * Product fields read from the list index, which search/ owns (the catalogue's resolvers sit
 * below it). Costs no SQL: a lookup in the index's table of fitments by position, so a page of cards asks
 * the database nothing more. As fresh as the index (a catalogue change reloads it).
 * Who may ask: anyone with the API key, like every Product field (public catalogue data).
 * Bad input: none to give (no arguments); an unpublished product answers an empty list.
 */
export const productIndexFields: Required<Pick<ProductResolvers, 'fitment'>> = {
  fitment: async (p, _, ctx) => {
    const index = await ctx.productLists.indexes.get();
    return index.fitmentAt(index.positionOf(p.id));
  },
};
