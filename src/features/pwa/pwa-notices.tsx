import { Suspense, useState } from 'react';
import { isInstallPostponed } from './install-postpone';
import { OfflinePill } from './offline-pill';
import { isIosSafari, isStandalone } from './platform';
import { usePwaState } from './pwa-state';
import { UpdatePrompt } from './update-prompt';
import './pwa-notices.css';
import { useConsentState } from '@/lib/consent/use-consent';
import { lazyRetry } from '@/lib/lazy-retry';

// The offer's card (and react-i18next's Trans it needs) loads only when there is an offer to
// show: most visits have none, and the start page's JavaScript budget is tight (issue 18).
const InstallOffer = lazyRetry(() =>
  import('./install-offer').then((module) => ({ default: module.InstallOffer })),
);

/**
 * One sheet at a time: while the cookie banner waits for a choice the offer waits too. Shown
 * together, the banner (loaded once the page is idle) arrived under the offer and pushed it up
 * by its own height: a layout shift of 0.21 on a first visit, every page (Lighthouse's CLS).
 */
function InstallOfferWhenOffered() {
  const { installPrompt } = usePwaState();
  const { choice } = useConsentState();
  const [isIos] = useState(() => isIosSafari(navigator) && !isStandalone());
  const [isPostponed] = useState(() => isInstallPostponed(Date.now()));
  if (choice === null || isPostponed || (!installPrompt && !isIos)) return null;
  return (
    <Suspense fallback={null}>
      <InstallOffer />
    </Suspense>
  );
}

/**
 * Where the install offer may show: not on the pages after a payment (the confirmation and the
 * failure), where the shopper reads the order and the card covered its totals.
 */
export function offersInstallOn(pathname: string): boolean {
  return !/(?:^|\/)checkout\//.test(pathname);
}

/** The offline pill, the update prompt and (in the shop layout) the install offer, bottom. */
export function PwaNotices({ hasInstallOffer = false }: { hasInstallOffer?: boolean }) {
  return (
    <div className="pwa-notices">
      <UpdatePrompt />
      {hasInstallOffer ? <InstallOfferWhenOffered /> : null}
      <OfflinePill />
    </div>
  );
}
