import { useQuery } from '@apollo/client';
import {
  GetMyProductReviewDocument,
  GetProductReviewsDocument,
} from '@/graphql/generated/operations';

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

/**
 * The logged-in account's own review of the product (null: none, or not logged in): the tab
 * shows it instead of offering the form again, which the shop would refuse.
 */
export function useMyProductReview(productId: number, isLoggedIn: boolean) {
  const result = useQuery(GetMyProductReviewDocument, {
    variables: { productId },
    skip: !isLoggedIn,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return {
    review: isLoggedIn ? (result.data?.myProductReview ?? null) : null,
    refetch: result.refetch,
  };
}
