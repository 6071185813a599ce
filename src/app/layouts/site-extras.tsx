// What every page has but its first paint does not need, loaded once the page is idle (or when
// the shopper asks for the cookie settings first): the consent banner while there is a choice to
// make, the tag manager (its code only when the shop has one) and page impressions with
// statistics consent, the shared snackbar, the
// header's hiding on scroll and the viewport classes.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SnackbarHost } from '@/components/ui/snackbar';
import { VIEWPORT_CLASSES } from '@/config/constants';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { useConsent, useConsentState } from '@/lib/consent/use-consent';
import { applyViewportClasses } from '@/lib/viewport/viewport-class';
import { PageImpressions } from './page-impressions';
import { useHideOnScroll } from './use-hide-on-scroll';
import { lazyRetry } from '@/lib/lazy-retry';

const ConsentBanner = lazyRetry(() => import('@/features/consent/consent-banner'));

export default function SiteExtras() {
  const { t } = useTranslation('common');
  const { choice, isSettingsRequested } = useConsentState();
  const hasStatistics = useConsent('statistics');
  const { tagManagerContainerId, viewportClasses } = useChannelConfiguration();

  // The tag manager's code loads only for a shop that configured a container (issue 18: most
  // first visits need none of it); it then waits for statistics consent itself.
  // Events wait for it: its consent default goes into the data layer before any of them.
  const [hasTagManagerStarted, setTagManagerStarted] = useState(!tagManagerContainerId);
  useEffect(() => {
    if (!tagManagerContainerId) return;
    import('@/lib/analytics/tag-manager')
      .then(({ startTagManager }) => startTagManager(tagManagerContainerId))
      .catch(() => undefined)
      .finally(() => setTagManagerStarted(true));
  }, [tagManagerContainerId]);
  useEffect(
    () => applyViewportClasses(viewportClasses.length > 0 ? viewportClasses : VIEWPORT_CLASSES),
    [viewportClasses],
  );
  // The default layout's header (the undistracted one has none to hide).
  useHideOnScroll('.site-header');

  return (
    <>
      {hasStatistics && hasTagManagerStarted ? <PageImpressions /> : null}
      {choice === null || isSettingsRequested ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
      <SnackbarHost closeLabel={t('close')} />
    </>
  );
}
