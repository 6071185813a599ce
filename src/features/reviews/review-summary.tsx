import { useTranslation } from 'react-i18next';
import { formatCount, formatRating } from './review-format';
import { StarRating } from './star-rating';
import './reviews.css';

export interface ReviewSummaryModel {
  averageRating: number;
  count: number;
  distribution: readonly number[];
}

/** The average, the stars and how many reviews gave each number of stars. */
export function ReviewSummary({ summary }: { summary: ReviewSummaryModel }) {
  const { t } = useTranslation('reviews');
  const rating = formatRating(summary.averageRating);
  const most = Math.max(1, ...summary.distribution);
  return (
    <div className="review-summary">
      <div className="review-summary__score">
        <span className="visually-hidden">{t('average')}</span>
        <span className="review-summary__average">{rating}</span>
        <StarRating
          rating={summary.averageRating}
          label={t('stars', { rating, count: summary.averageRating })}
          size={20}
        />
        <span className="review-summary__count">
          {t('basedOn', { count: summary.count, formatted: formatCount(summary.count) })}
        </span>
      </div>
      <ul className="review-summary__bars" aria-label={t('distributionLabel')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li
              key={stars}
              className="review-summary__bar"
              aria-label={t('distributionRow', { count: stars, reviews: count })}
            >
              <span aria-hidden="true">{stars} ★</span>
              <span className="review-summary__track" aria-hidden="true">
                <span
                  className="review-summary__fill"
                  style={{ width: `${String((count / most) * 100)}%`, display: 'block' }}
                />
              </span>
              <span aria-hidden="true">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
