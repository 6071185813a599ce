// The shop's one analytics module: every event the spec names goes through pushShopEvent, which
// pushes it onto the tag manager's data layer only when the shopper has consented to statistics.
import { ANALYTICS_EVENTS_CONSENT } from '@/config/consent';
import { hasConsent } from '@/lib/consent/consent-store';

/** The events the storefront pushes, and what each carries in `data`. */
export interface ShopEventData {
  /** A page was shown (every route change): its path, language and title. */
  'page:impression': { path: string; locale: string; title: string };
  /** A product in the search panel was chosen: the text searched, the product, its place. */
  'search:click': { searchText: string; productId: number; name: string; position: number };
  /** The newsletter form signed an address up (the address itself is never pushed). */
  'newsletter:subscribe': { queued: boolean };
  'favorite:add': { productId: number; name?: string };
  'favorite:remove': { productId: number; name?: string };
  'customer-type:change': { customerType: string; vatIncluded: boolean };
  /** The shopper logged out. */
  'user:logout': Record<string, never>;
}
export type ShopEventType = keyof ShopEventData;

/** What the shop tells its tag manager and other page scripts (spec: Event: type, data, timestamp). */
export interface ShopEvent<T extends ShopEventType = ShopEventType> {
  type: T;
  data: ShopEventData[T];
  timestamp: number;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The DOM event every shop event is also dispatched as, on window (detail: the ShopEvent). */
export const SHOP_EVENT = 'shop:event';

/**
 * Pushes `{ event: type, type, data, timestamp }` onto window.dataLayer (created when the tag
 * manager has not loaded yet: it reads what waits there) and dispatches the same as a
 * `shop:event` on window. Without statistics consent nothing is pushed or dispatched, and the
 * event is dropped, never kept for later: null is answered.
 */
export function pushShopEvent<T extends ShopEventType>(
  type: T,
  data: ShopEventData[T],
): ShopEvent<T> | null {
  if (typeof window === 'undefined' || !hasConsent(ANALYTICS_EVENTS_CONSENT)) return null;
  const event: ShopEvent<T> = { type, data, timestamp: Date.now() };
  window.dataLayer ??= [];
  // Tag managers trigger on the `event` key.
  window.dataLayer.push({ event: type, ...event });
  window.dispatchEvent(new CustomEvent<ShopEvent<T>>(SHOP_EVENT, { detail: event }));
  return event;
}
