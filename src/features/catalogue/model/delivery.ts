import { DELIVERY_DAYS_HEAVY, DELIVERY_DAYS_NORMAL } from '@/config/constants';
import type { StockState } from './stock-state';

/**
 * Delivery time in weekdays for goods on our own shelf (spec section 9): normal 2–4, heavy
 * goods 3–5. Other states carry their own timing in the stock text, so they have none here.
 */
export function deliveryDays(
  state: StockState,
  isHeavy: boolean,
): { min: number; max: number } | null {
  if (!['static', 'many', 'in-stock', 'few'].includes(state.kind)) return null;
  const days = isHeavy ? DELIVERY_DAYS_HEAVY : DELIVERY_DAYS_NORMAL;
  return { min: days.min, max: days.max };
}
