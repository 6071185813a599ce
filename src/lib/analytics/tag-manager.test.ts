import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetConsentForTests, saveConsent } from '@/lib/consent/consent-store';
import { resetTagManagerForTests, startTagManager } from './tag-manager';

const clear = () => {
  forgetConsentForTests();
  resetTagManagerForTests();
  delete window.dataLayer;
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
};
const scripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

beforeEach(clear);
afterEach(clear);

describe('startTagManager', () => {
  it('requests nothing without a container id, or with a malformed one', () => {
    saveConsent({ statistics: true, marketing: true });
    startTagManager(null);
    startTagManager('');
    startTagManager('GTM-"><script>');
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('waits for statistics consent: nothing queued or requested before, then both once', () => {
    startTagManager('GTM-TEST123');
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    saveConsent({ statistics: false, marketing: true });
    expect(scripts()).toEqual([]);
    saveConsent({ statistics: true, marketing: false });
    startTagManager('GTM-TEST123');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    expect(window.dataLayer?.flatMap((entry) => entry['event'] ?? [])).toEqual(['gtm.js']);
  });

  it('starts the tags with the consent given, and tells them when the shopper changes it', () => {
    saveConsent({ statistics: true, marketing: false });
    startTagManager('GTM-TEST123');
    const consentCalls = () =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>))
        .filter((args) => args[0] === 'consent');
    expect(consentCalls()).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
    ]);
    // The default goes before the container's start event, which reads it.
    expect(window.dataLayer?.findIndex((entry) => entry['event'] === 'gtm.js')).toBe(1);

    document.cookie = '_ga=GA1.1.123.456; path=/';
    document.cookie = '_ga_ABC123=GS1.1.1; path=/';
    document.cookie = 'ralph-cart=keep; path=/';
    saveConsent({ statistics: false, marketing: false });
    expect(consentCalls().at(-1)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain('ralph-cart=keep');
    // The same choice again tells the tags nothing new.
    saveConsent({ statistics: false, marketing: false });
    expect(consentCalls()).toHaveLength(2);
    document.cookie = 'ralph-cart=; path=/; max-age=0';
  });
});
