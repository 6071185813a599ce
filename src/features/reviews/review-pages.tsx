import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ReviewItem } from './review-item';
import { REVIEWS_PAGE_SIZE, useProductReviews } from './use-product-reviews';
import './reviews.css';

function ReviewPage({ productId, page }: { productId: number; page: number }) {
  const { t } = useTranslation('common');
  const { answer, isLoading } = useProductReviews(productId, page);
  if (isLoading) return <Spinner label={t('loading')} />;
  return (
    <>
      {answer?.reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </>
  );
}

/** The product's reviews, newest first, a page more on each "show more". */
export function ReviewPages({ productId, count }: { productId: number; count: number }) {
  const { t } = useTranslation('reviews');
  const [pages, setPages] = useState(1);
  const hasMore = count > pages * REVIEWS_PAGE_SIZE;
  return (
    <>
      <ul className="review-list">
        {Array.from({ length: pages }, (_, index) => (
          <ReviewPage key={index} productId={productId} page={index + 1} />
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" onClick={() => setPages(pages + 1)}>
          {t('showMore')}
        </Button>
      ) : null}
    </>
  );
}
