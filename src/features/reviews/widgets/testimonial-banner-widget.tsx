import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import { formatCount, formatRating } from '../review-format';
import { StarRating } from '../star-rating';
import { useShopReviews } from '../use-shop-reviews';
import './review-widgets.css';
import { reviewTextsReady } from '../review-texts';

/** testimonial-banner: the shop's average and three recent five-star reviews as quotes. */
export function TestimonialBannerWidget({ heading }: { heading?: string }) {
  const locale = useLocale();
  use(reviewTextsReady(locale));
  const { t } = useTranslation(['reviews', 'header']);
  const answer = useShopReviews(3, 5);
  if (!answer || answer.reviews.length === 0) return null;
  const rating = formatRating(answer.summary.averageRating);
  const formatted = formatCount(answer.summary.count);
  return (
    <section className="testimonial-banner" aria-label={heading ?? t('widgets.bannerHeading')}>
      <div className="testimonial-banner__intro">
        <h2>{heading ?? t('widgets.bannerHeading')}</h2>
        <StarRating
          rating={answer.summary.averageRating}
          label={t('header:reviewBadge.label', { rating, count: formatted })}
          size={24}
        />
        <p>{t('badge.long', { rating, count: answer.summary.count, formatted })}</p>
      </div>
      <ul className="testimonial-banner__quotes">
        {answer.reviews.map((review) => (
          <li key={review.id}>
            <figure>
              <blockquote>
                <p className="testimonial-banner__title">{review.title}</p>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>— {review.authorName}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
