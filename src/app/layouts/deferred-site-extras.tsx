import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '@/lib/idle/when-idle';
import {
  isConsentSettingsRequested,
  subscribeToSettingsRequests,
} from '@/lib/consent/settings-request';
import { lazyRetry } from '@/lib/lazy-retry';

const SiteExtras = lazyRetry(() => import('./site-extras'));

/**
 * Loads the site's extras (consent banner, analytics, snackbar: site-extras.tsx) once the page
 * is idle, or at once when the shopper opens the cookie settings before that.
 */
export function DeferredSiteExtras() {
  const [isIdle, setIsIdle] = useState(false);
  const isSettingsRequested = useSyncExternalStore(
    subscribeToSettingsRequests,
    isConsentSettingsRequested,
    () => false,
  );
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
