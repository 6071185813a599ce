// The tag manager (its container id from the channel's configuration, GTM_CONTAINER_ID on the
// server) loads only with statistics consent; with no id configured it is never requested.
import { TAG_MANAGER_CONSENT, tagManagerScriptUrl } from '@/config/consent';
import { hasConsent, subscribeToConsent, whenConsented } from '@/lib/consent/consent-store';
import { loadScriptWithConsent } from '@/lib/consent/load-script';

const CONTAINER_ID = /^GTM-[A-Z0-9]{1,12}$/;
let isStarted = false;
let cancelWait: () => void = () => undefined;
let stopFollowing: () => void = () => undefined;

type ConsentMode = Record<
  'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization',
  'granted' | 'denied'
>;

/** Google's consent mode from the shopper's choice: statistics measures, marketing advertises. */
function consentMode(): ConsentMode {
  const statistics = hasConsent('statistics') ? 'granted' : 'denied';
  const marketing = hasConsent('marketing') ? 'granted' : 'denied';
  return {
    analytics_storage: statistics,
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

/** What the tag manager's own `gtag()` pushes: an Arguments object, not an array. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- the tag manager reads only Arguments objects
  window.dataLayer.push(arguments as unknown as Record<string, unknown>);
}

/** The measuring cookies Google's tags set on this site (_ga, _ga_<id>, _gid, _gat…). */
const MEASURING_COOKIE = /^(_ga|_ga_\w+|_gid|_gat\w*|_gcl_\w+)$/;

/** Removes them for this host and its parent domains (where the tags may have set them). */
function removeMeasuringCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => MEASURING_COOKIE.test(name));
  const parts = location.hostname.split('.');
  const domains = [
    '',
    ...parts.slice(0, -1).map((_, i) => `; domain=.${parts.slice(i).join('.')}`),
  ];
  for (const name of names)
    for (const domain of domains)
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
}

/**
 * The tag manager cannot be unloaded from a running page: when the shopper changes their
 * choice, its tags are told through consent mode (an update, as Google's tags read it), and a
 * withdrawn statistics consent also removes the measuring cookies they set.
 */
function followConsent(): () => void {
  let last = JSON.stringify(consentMode());
  return subscribeToConsent(() => {
    const mode = consentMode();
    if (JSON.stringify(mode) === last) return;
    last = JSON.stringify(mode);
    gtag('consent', 'update', mode);
    if (mode.analytics_storage === 'denied') removeMeasuringCookies();
  });
}

/**
 * Once the shopper has consented to statistics (at once when they have): queues the tag
 * manager's start event, as its own snippet would, and adds its script. Called again (another
 * page, another render) it does nothing more; a shopper who never consents never requests it.
 */
export function startTagManager(containerId: string | null | undefined): void {
  if (isStarted || !containerId || !CONTAINER_ID.test(containerId)) return;
  isStarted = true;
  cancelWait = whenConsented(TAG_MANAGER_CONSENT, () => {
    // The consent the tags start with, before the container's own start event.
    gtag('consent', 'default', consentMode());
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    stopFollowing = followConsent();
    loadScriptWithConsent(TAG_MANAGER_CONSENT, tagManagerScriptUrl(containerId)).loaded.catch(
      () => undefined,
    );
  });
}

/** Tests: as if the page had just loaded. */
export function resetTagManagerForTests(): void {
  cancelWait();
  stopFollowing();
  isStarted = false;
}
