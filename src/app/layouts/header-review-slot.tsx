import { Suspense, useEffect, useState } from 'react';
import { REVIEWS_CONSENT } from '@/config/consent';
import { useConsent } from '@/lib/consent/use-consent';
import { whenIdle } from '@/lib/idle/when-idle';
import { lazyRetry } from '@/lib/lazy-retry';

// The header's review badge (the spec's header: "review badge") and the review provider's script
// loader: after the page is idle, never in the first load (reviews/header-review-badge.tsx).
const HeaderReviewBadge = lazyRetry(() => import('@/features/reviews/header-review-badge'));

/**
 * Keeps the badge's place in the header (no shift when it arrives) and fills it once idle. Phones
 * hide the badge (site-header.css) but load it too: it also loads the provider's script.
 * The review provider's script loads only with the shopper's marketing consent (REVIEWS_CONSENT,
 * the cookie banner's answer, in every tab).
 */
export function HeaderReviewSlot() {
  const hasMarketingConsent = useConsent(REVIEWS_CONSENT);
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    void whenIdle().then(() => setIsIdle(true));
  }, []);
  return (
    <div className="site-header__reviews">
      {isIdle ? (
        <Suspense fallback={null}>
          <HeaderReviewBadge className="header-action" hasMarketingConsent={hasMarketingConsent} />
        </Suspense>
      ) : null}
    </div>
  );
}
