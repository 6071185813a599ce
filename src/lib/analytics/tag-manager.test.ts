import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConsentForTests, saveConsent } from '@/lib/consent/consent-store';
import { resetTagManagerForTests, startTagManager } from './tag-manager';

const clear = () => {
  document.cookie = 'ralph-consent=; path=/; max-age=0';
  resetConsentForTests();
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
    expect(window.dataLayer?.map((entry) => entry['event'])).toEqual(['gtm.js']);
  });
});
