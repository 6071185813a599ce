import {
  DELIVERY_DAYS_HEAVY,
  DELIVERY_DAYS_NORMAL,
  DELIVERY_DAYS_SUPPLIER,
  SAME_DAY_CUTOFF,
} from '@/config/constants';
import type { StockInput, StockState } from './stock-state';

export type DeliveryKey = `delivery.${
  | 'shelf'
  | 'shelfHeavy'
  | 'supplier'
  | 'incoming'
  | 'oversellable'
  | 'out'
  | 'outTotal'
  | 'supplierMore'
  | 'supplierMoreMany'}`;

export interface DeliveryText {
  key: DeliveryKey;
  values: Record<string, string | number>;
  /** Goods on our own shelf leave the same weekday when ordered before the cut-off. */
  sameDayBefore: string | null;
}

/**
 * The delivery-time text of each stock state (as the spec says): own shelf 2–4 weekdays
 * (heavy goods 3–5) and same-day dispatch before 07:00; supplier stock and order goods 4–6.
 */
export function deliveryText(state: StockState, isHeavy: boolean): DeliveryText {
  const text = (key: DeliveryKey, values: Record<string, string | number> = {}) => ({
    key,
    values,
    sameDayBefore: null,
  });
  const shelf = isHeavy ? DELIVERY_DAYS_HEAVY : DELIVERY_DAYS_NORMAL;
  switch (state.kind) {
    case 'static':
    case 'many':
    case 'in-stock':
    case 'few':
      return {
        key: isHeavy ? 'delivery.shelfHeavy' : 'delivery.shelf',
        values: { ...shelf },
        sameDayBefore: SAME_DAY_CUTOFF,
      };
    case 'supplier':
      return text('delivery.supplier', { ...DELIVERY_DAYS_SUPPLIER });
    case 'incoming':
      return text('delivery.incoming', { ...shelf });
    case 'oversellable':
      return text('delivery.oversellable', { ...DELIVERY_DAYS_SUPPLIER });
    case 'out':
      return text('delivery.out');
    case 'out-total':
      return text('delivery.outTotal');
  }
}

/**
 * The cart takes more units than our shelf holds when the supplier has stock (own stock first,
 * then the supplier's); those extra units take the supplier's 4–6 weekdays. Says so next to an
 * own-shelf state, or null when nothing beyond our shelf can be ordered.
 */
export function supplierTopUp(state: StockState, figures: StockInput): DeliveryText | null {
  if (figures.static || figures.oversellable || figures.supplierStock <= 0) return null;
  const values = { ...DELIVERY_DAYS_SUPPLIER };
  switch (state.kind) {
    case 'in-stock':
    case 'few':
      return {
        key: 'delivery.supplierMore',
        values: { ...values, count: state.count },
        sameDayBefore: null,
      };
    case 'many':
      return { key: 'delivery.supplierMoreMany', values, sameDayBefore: null };
    default:
      return null;
  }
}
