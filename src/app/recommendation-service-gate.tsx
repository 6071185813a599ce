import { useEffect, useState, type ComponentType } from 'react';
import { RECOMMENDATIONS_CONSENT } from '@/config/consent';
import { useConsent } from '@/lib/consent/use-consent';

/**
 * Mounts the third-party recommendation service's sync (recommendation-service-sync.tsx, a chunk
 * of its own) once the shopper has given marketing consent, in any tab: without it nothing of
 * the service loads, not even its code (issue 18, the start page's JS budget). Withdrawn, the
 * sync unmounts and makes no more calls. A chunk that cannot load leaves it out (the shop works
 * without the service); the next consent or visit tries again.
 */
export function RecommendationServiceGate() {
  const isConsented = useConsent(RECOMMENDATIONS_CONSENT);
  const [Sync, setSync] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!isConsented || Sync) return undefined;
    let isLive = true;
    import('./recommendation-service-sync').then(
      (module) => {
        if (isLive) setSync(() => module.RecommendationServiceSync);
      },
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [isConsented, Sync]);

  return isConsented && Sync ? <Sync /> : null;
}
