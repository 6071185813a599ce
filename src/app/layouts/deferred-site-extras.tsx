import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/idle/when-idle';
import { useConsentState } from '@/lib/consent/use-consent';

const SiteExtras = lazy(() => import('./site-extras'));

/**
 * Loads the site's extras (consent banner, analytics, snackbar: site-extras.tsx) once the page
 * is idle, or at once when the shopper opens the cookie settings before that.
 */
export function DeferredSiteExtras() {
  const [isIdle, setIsIdle] = useState(false);
  const { isSettingsRequested } = useConsentState();
  useEffect(() => {
    let isLive = true;
    void whenIdle().then(() => {
      if (isLive) setIsIdle(true);
    });
    return () => {
      isLive = false;
    };
  }, []);
  if (!isIdle && !isSettingsRequested) return null;
  return (
    <Suspense fallback={null}>
      <SiteExtras />
    </Suspense>
  );
}
