import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import type { ReviewFieldsFragment } from '@/graphql/generated/operations';
import { formatDate, formatRating } from './review-format';
import { StarRating } from './star-rating';
import './reviews.css';

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M5 12l5 5 9-11" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/** One review: its stars, title, text (plain text, as typed), author, date and purchase mark. */
export function ReviewItem({
  review,
  headingLevel = 4,
}: {
  review: ReviewFieldsFragment;
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="review-item">
      <div className="review-item__head">
        <StarRating
          rating={review.rating}
          label={t('stars', { rating: formatRating(review.rating), count: review.rating })}
        />
        <Heading className="review-item__title">{review.title}</Heading>
      </div>
      <p className="review-item__text">{review.text}</p>
      <p className="review-item__meta">
        <span>{t('by', { name: review.authorName })}</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
        {review.verifiedPurchase ? (
          <span className="review-verified" title={t('verifiedHint')}>
            <CheckMark />
            {t('verified')}
          </span>
        ) : null}
      </p>
    </article>
  );
}
