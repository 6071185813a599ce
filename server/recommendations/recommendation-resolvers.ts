import type { QueryResolvers } from '../generated/resolvers.js';
import { shopCall } from '../errors/shop-call.js';
import { languageOf } from '../i18n/language.js';
import { recommendationRequest } from './recommendation-rules.js';
import { recommendationService } from './recommendation-service.js';

// Anyone may ask: public catalogue data about the products named in the call, cached by the
// answer cache (graphql/yoga.ts). Its cost is capped by MAX_PRODUCT_IDS and MAX_LIMIT.
export const recommendationQueries: Pick<QueryResolvers, 'recommendations'> = {
  recommendations: (_, { productIds, limit, languageId }, ctx) =>
    shopCall(
      () =>
        recommendationService(ctx).recommend(
          ctx,
          languageOf(languageId),
          recommendationRequest(productIds, limit),
        ),
      languageId,
    ),
};
