import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import { formatCount, formatRating } from '../review-format';
import { StarRating } from '../star-rating';
import { useShopReviewSummary } from '../use-shop-reviews';
import './review-widgets.css';
import { reviewTextsReady } from '../review-texts';

/** The word for an average: 4.5 and up excellent, 4 and up very good, else good. */
const verdictKey = (average: number) =>
  average >= 4.5 ? 'badge.excellent' : average >= 4 ? 'badge.veryGood' : 'badge.good';

function useBadge() {
  const locale = useLocale();
  use(reviewTextsReady(locale));
  const { t } = useTranslation(['reviews', 'header']);
  const summary = useShopReviewSummary();
  if (!summary || summary.count === 0) return null;
  const rating = formatRating(summary.averageRating);
  const formatted = formatCount(summary.count);
  return {
    t,
    summary,
    rating,
    formatted,
    label: t('header:reviewBadge.label', { rating, count: formatted }),
  };
}

/** badge-starred: five stars filled to the shop's average, and the average. */
export function BadgeStarredWidget() {
  const badge = useBadge();
  if (!badge) return null;
  return (
    <p className="review-badge review-badge--starred">
      <span className="visually-hidden">{badge.label}</span>
      <StarRating rating={badge.summary.averageRating} label="" size={22} />
      <strong aria-hidden="true">{badge.rating}</strong>
    </p>
  );
}

/** badge-short: one star and the average out of five ("★ 4,6/5"). */
export function BadgeShortWidget() {
  const badge = useBadge();
  if (!badge) return null;
  return (
    <p className="review-badge review-badge--short">
      <span className="visually-hidden">{badge.label}</span>
      <StarRating rating={5} label="" size={16} />
      <strong aria-hidden="true">{badge.t('badge.short', { rating: badge.rating })}</strong>
    </p>
  );
}

/** badge-long: the verdict, the stars, the average and the count. */
export function BadgeLongWidget() {
  const badge = useBadge();
  if (!badge) return null;
  return (
    <p className="review-badge review-badge--long">
      <span className="visually-hidden">{badge.label}</span>
      <strong aria-hidden="true">{badge.t(verdictKey(badge.summary.averageRating))}</strong>
      <StarRating rating={badge.summary.averageRating} label="" size={20} />
      <span aria-hidden="true">
        {badge.t('badge.long', {
          rating: badge.rating,
          count: badge.summary.count,
          formatted: badge.formatted,
        })}
      </span>
    </p>
  );
}
