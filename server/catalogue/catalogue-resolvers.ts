import type { QueryResolvers } from '../generated/resolvers.js';
import { languageOf } from '../i18n/language.js';
import { brandShape, categoryShape } from './shapes.js';

export const catalogueQueries: Pick<QueryResolvers, 'categories' | 'brands'> = {
  categories: async (_, { languageId }, ctx) => {
    const snapshot = await ctx.catalogue.snapshot(languageOf(languageId));
    return snapshot.categories.map(categoryShape);
  },
  brands: async (_, { languageId }, ctx) => {
    const snapshot = await ctx.catalogue.snapshot(languageOf(languageId));
    return snapshot.brands.map(brandShape);
  },
};
