import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import { ReviewItem } from '../review-item';
import { useShopReviews } from '../use-shop-reviews';
import './review-widgets.css';
import { reviewTextsReady } from '../review-texts';

/** review-list: the shop's newest reviews, `count` of them (at most 20). */
export function ReviewListWidget({ count = 5, heading }: { count?: number; heading?: string }) {
  use(reviewTextsReady(useLocale()));
  const { t } = useTranslation('reviews');
  const answer = useShopReviews(Math.min(Math.max(count, 1), 20));
  if (!answer) return null;
  return (
    <section className="review-list-widget" aria-label={heading ?? t('widgets.listHeading')}>
      <h2 className="review-list-widget__heading">{heading ?? t('widgets.listHeading')}</h2>
      {answer.reviews.length === 0 ? (
        <p>{t('widgets.empty')}</p>
      ) : (
        <ul className="review-list">
          {answer.reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
