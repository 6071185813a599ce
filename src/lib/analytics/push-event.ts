/** What the shop tells its tag manager and other page scripts (spec: Event: type, data, timestamp). */
export interface ShopEvent {
  type: string;
  data: Record<string, unknown>;
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
 * Pushes an event (`favorite:add`, `customer-type:change`...) onto the tag manager's dataLayer,
 * which is created when the tag manager has not loaded yet (it reads what waits there), and
 * dispatches it as a `shop:event` on window for the page's own listeners.
 */
export function pushShopEvent(type: string, data: Record<string, unknown> = {}): ShopEvent {
  const event: ShopEvent = { type, data, timestamp: Date.now() };
  if (typeof window === 'undefined') return event;
  window.dataLayer ??= [];
  // Tag managers trigger on the `event` key.
  window.dataLayer.push({ event: type, ...event });
  window.dispatchEvent(new CustomEvent<ShopEvent>(SHOP_EVENT, { detail: event }));
  return event;
}
