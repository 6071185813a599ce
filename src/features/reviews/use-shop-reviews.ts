import { useQuery } from '@apollo/client';
import {
  GetShopReviewsDocument,
  GetShopReviewSummaryDocument,
} from '@/graphql/generated/operations';

/** The whole shop's review summary (the header badge and the badge widgets). */
export function useShopReviewSummary() {
  const result = useQuery(GetShopReviewSummaryDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return (result.data ?? result.previousData)?.shopReviews.summary ?? null;
}

/** The shop's newest reviews, `minRating` stars or more (the list and banner widgets). */
export function useShopReviews(pageSize: number, minRating = 1) {
  const result = useQuery(GetShopReviewsDocument, {
    variables: { pageSize, minRating },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return (result.data ?? result.previousData)?.shopReviews ?? null;
}
