// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './navigation-rules';

describe('isAppNavigation', () => {
  it('serves the app shell for shop pages in both languages', () => {
    expect(isAppNavigation('/')).toBe(true);
    expect(isAppNavigation('/nn/p/bremser/ebc-fa165')).toBe(true);
    expect(isAppNavigation('/c/lys')).toBe(true);
  });

  it('leaves the API, REST endpoints and images to the network', () => {
    expect(isAppNavigation('/graphql')).toBe(false);
    expect(isAppNavigation('/api/vehicles/GetManufacturers')).toBe(false);
    expect(isAppNavigation('/images/product/560x560/a.jpg')).toBe(false);
    expect(isAppNavigation('/payments/sandbox/abc')).toBe(false);
    expect(isAppNavigation('/payments/return/sandbox')).toBe(false);
  });

  it('does not deny look-alike shop paths', () => {
    expect(isAppNavigation('/apinfo')).toBe(true);
    expect(isAppNavigation('/imagesett')).toBe(true);
    expect(isAppNavigation('/checkout/confirm')).toBe(true);
  });
});
