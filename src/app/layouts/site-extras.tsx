// What every page has but its first paint does not need, loaded once the page is idle (or when
// the shopper asks for the cookie settings first): the consent banner while there is a choice to
// make, the tag manager and page impressions with statistics consent, the shared snackbar, and
// the viewport classes.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SnackbarHost } from '@/components/ui/snackbar';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import { startTagManager } from '@/lib/analytics/tag-manager';
import { useConsent, useConsentState } from '@/lib/consent/use-consent';
import { applyViewportClasses } from '@/lib/viewport/viewport-class';
import { PageImpressions } from './page-impressions';

const ConsentBanner = lazy(() => import('@/features/consent/consent-banner'));

export default function SiteExtras() {
  const { t } = useTranslation('common');
  const { choice, isSettingsRequested } = useConsentState();
  const hasStatistics = useConsent('statistics');
  const { tagManagerContainerId, viewportClasses } = useChannelConfiguration();

  useEffect(() => startTagManager(tagManagerContainerId), [tagManagerContainerId]);
  useEffect(() => applyViewportClasses(viewportClasses), [viewportClasses]);

  return (
    <>
      {hasStatistics ? <PageImpressions /> : null}
      {choice === null || isSettingsRequested ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
      <SnackbarHost closeLabel={t('close')} />
    </>
  );
}
