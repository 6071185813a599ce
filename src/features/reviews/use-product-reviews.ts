import { useQuery } from '@apollo/client';
import { GetProductReviewsDocument } from '@/graphql/generated/operations';

/** Reviews a page of the tab shows. */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * One page of a product's reviews with the summary: what the cache holds at once (also offline:
 * the Apollo cache is kept on the device), then the shop's fresh answer.
 */
export function useProductReviews(productId: number, page = 1, skip = false) {
  const result = useQuery(GetProductReviewsDocument, {
    variables: { productId, page, pageSize: REVIEWS_PAGE_SIZE },
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const answer = (result.data ?? result.previousData)?.productReviews;
  return {
    answer,
    error: result.error,
    isLoading: result.loading && !answer,
    refetch: result.refetch,
  };
}

/** The tab's label figures: the summary of the product's reviews (null until known). */
export function useReviewSummary(productId: number, skip = false) {
  return useProductReviews(productId, 1, skip).answer?.summary ?? null;
}
