// The tag manager (its container id from the channel's configuration, GTM_CONTAINER_ID on the
// server) loads only with statistics consent; with no id configured it is never requested.
import { TAG_MANAGER_CONSENT, tagManagerScriptUrl } from '@/config/consent';
import { whenConsented } from '@/lib/consent/consent-store';
import { loadScriptWithConsent } from '@/lib/consent/load-script';

const CONTAINER_ID = /^GTM-[A-Z0-9]{1,12}$/;
let isStarted = false;
let cancelWait: () => void = () => undefined;

/**
 * Once the shopper has consented to statistics (at once when they have): queues the tag
 * manager's start event, as its own snippet would, and adds its script. Called again (another
 * page, another render) it does nothing more; a shopper who never consents never requests it.
 */
export function startTagManager(containerId: string | null | undefined): void {
  if (isStarted || !containerId || !CONTAINER_ID.test(containerId)) return;
  isStarted = true;
  cancelWait = whenConsented(TAG_MANAGER_CONSENT, () => {
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScriptWithConsent(TAG_MANAGER_CONSENT, tagManagerScriptUrl(containerId)).loaded.catch(
      () => undefined,
    );
  });
}

/** Tests: as if the page had just loaded. */
export function resetTagManagerForTests(): void {
  cancelWait();
  isStarted = false;
}
