import { useTranslation } from 'react-i18next';
import { ReviewProviderScript } from './provider/review-provider-script';
import { formatCount, formatRating } from './review-format';
import { useShopReviewSummary } from './use-shop-reviews';
import './widgets/review-widgets.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/**
 * The header's review badge: the shop's average and how many reviews it rests on. Loaded when
 * the page is idle (never part of the first paint); it also hosts the provider's script loader.
 */
export default function HeaderReviewBadge({
  className,
  hasMarketingConsent,
}: {
  className?: string;
  hasMarketingConsent: boolean;
}) {
  // Its texts are the header's (always there), not the reviews' chunk (4 kB a first visit
  // would load for two strings).
  const { t } = useTranslation('header');
  const summary = useShopReviewSummary();
  const script = <ReviewProviderScript hasMarketingConsent={hasMarketingConsent} />;
  if (!summary || summary.count === 0) return script;
  const rating = formatRating(summary.averageRating);
  const count = formatCount(summary.count);
  return (
    <>
      {script}
      <p className={`header-review-badge ${className ?? ''}`.trim()}>
        <span className="visually-hidden">{t('reviewBadge.label', { rating, count })}</span>
        <span className="header-review-badge__score" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path d={STAR} />
          </svg>
          {rating}
        </span>
        <span className="header-action__label" aria-hidden="true">
          {t('reviewBadge.count', { count: summary.count, formatted: count })}
        </span>
      </p>
    </>
  );
}
