import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushShopEvent, SHOP_EVENT, type ShopEvent } from './push-event';

afterEach(() => {
  delete window.dataLayer;
});

describe('pushShopEvent', () => {
  it('pushes type, data and timestamp onto the dataLayer and as a shop:event', () => {
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
    window.dataLayer = [{ event: 'gtm.js' }];
    pushShopEvent('customer-type:change', { customerType: 'COMPANY' });
    expect(window.dataLayer.map((entry) => entry['event'])).toEqual([
      'gtm.js',
      'customer-type:change',
    ]);
  });
});
