import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetConsentForTests, saveConsent } from '@/lib/consent/consent-store';
import { pushShopEvent, SHOP_EVENT, type ShopEvent } from './push-event';

beforeEach(() => {
  forgetConsentForTests();
});

afterEach(() => {
  delete window.dataLayer;
  forgetConsentForTests();
});

describe('pushShopEvent', () => {
  it('with statistics consent pushes type, data and timestamp onto the dataLayer and as a shop:event', () => {
    saveConsent({ statistics: true, marketing: false });
    const heard: ShopEvent[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<ShopEvent>).detail);
    window.addEventListener(SHOP_EVENT, listener);
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    pushShopEvent('favorite:add', { productId: 7 });
    window.removeEventListener(SHOP_EVENT, listener);
    vi.restoreAllMocks();
    const expected = { type: 'favorite:add', data: { productId: 7 }, timestamp: 1_700_000_000_000 };
    expect(window.dataLayer).toEqual([{ event: 'favorite:add', ...expected }]);
    expect(heard).toEqual([expected]);
  });

  it('keeps what a tag manager already queued', () => {
    saveConsent({ statistics: true, marketing: true });
    window.dataLayer = [{ event: 'gtm.js' }];
    pushShopEvent('customer-type:change', { customerType: 'COMPANY', vatIncluded: false });
    expect(window.dataLayer.map((entry) => entry['event'])).toEqual([
      'gtm.js',
      'customer-type:change',
    ]);
  });

  it('pushes and dispatches nothing before a choice, after a refusal or with marketing only', () => {
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    window.addEventListener(SHOP_EVENT, listener);
    expect(pushShopEvent('page:impression', { path: '/', locale: 'nb', title: 'x' })).toBeNull();
    saveConsent({ statistics: false, marketing: false });
    expect(pushShopEvent('user:logout', {})).toBeNull();
    saveConsent({ statistics: false, marketing: true });
    expect(pushShopEvent('newsletter:subscribe', { queued: false })).toBeNull();
    window.removeEventListener(SHOP_EVENT, listener);
    expect(window.dataLayer).toBeUndefined();
    expect(heard).toEqual([]);
  });
});
