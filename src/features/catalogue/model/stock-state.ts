import { canSell } from '@shared/stock/available';
import type { SizeStock } from '@shared/stock/package-stock';
import { STOCK_FEW_UP_TO, STOCK_MANY_FROM } from '@/config/constants';

/** The stock fields the API returns (Stock in server/schema/catalogue.graphql). */
export interface StockInput extends SizeStock {
  inStock: boolean;
}

export type StockState =
  | { kind: 'static' }
  | { kind: 'many'; count: number }
  | { kind: 'in-stock'; count: number }
  | { kind: 'few'; count: number }
  | { kind: 'supplier' }
  | { kind: 'incoming'; date: string }
  | { kind: 'oversellable' }
  | { kind: 'out' }
  | { kind: 'out-total' };

/**
 * The spec's stock states, in the order a shopper cares about them. A size that is out
 * is "out of stock"; a product (its stock summed over sizes) that is out is "out of stock total".
 */
export function stockState(stock: StockInput, level: 'product' | 'sku' = 'product'): StockState {
  if (stock.static) return { kind: 'static' };
  const own = stock.totalStock;
  if (own >= STOCK_MANY_FROM) return { kind: 'many', count: STOCK_MANY_FROM };
  if (own > STOCK_FEW_UP_TO) return { kind: 'in-stock', count: own };
  if (own > 0) return { kind: 'few', count: own };
  if (stock.supplierStock > 0) return { kind: 'supplier' };
  if (stock.incoming) return { kind: 'incoming', date: stock.incoming };
  if (stock.oversellable) return { kind: 'oversellable' };
  return level === 'sku' ? { kind: 'out' } : { kind: 'out-total' };
}

/** Whether the state can be ordered at all (for size choices and package parts). */
export function isOrderable(state: StockState): boolean {
  return state.kind !== 'out' && state.kind !== 'out-total';
}

/**
 * Whether the cart takes it now: own stock, then the supplier's, or goods that are always there
 * or may be oversold (shared/stock/available.ts, the rule the server's cart enforces). Goods
 * that are only incoming cannot be added until they have come in.
 */
export function canAddToCart(stock: StockInput): boolean {
  return canSell(stock);
}

export type StockTone = 'ok' | 'low' | 'wait' | 'out';

export function stockTone(state: StockState): StockTone {
  switch (state.kind) {
    case 'static':
    case 'many':
    case 'in-stock':
      return 'ok';
    case 'few':
      return 'low';
    case 'supplier':
    case 'incoming':
    case 'oversellable':
      return 'wait';
    case 'out':
    case 'out-total':
      return 'out';
  }
}

export type StockKey =
  `stock.${'many' | 'inStock' | 'few' | 'supplier' | 'incoming' | 'oversellable' | 'static' | 'out' | 'outTotal'}`;

/** Translator shape used here, so the function stays pure and testable without React. */
export type StockTranslate = (key: StockKey, values?: Record<string, string | number>) => string;

/** `locales`: Intl locales for the expected-arrival date, e.g. INTL_LOCALES.nn. */
export function stockText(
  state: StockState,
  t: StockTranslate,
  locales: readonly string[],
): string {
  switch (state.kind) {
    case 'many':
      return t('stock.many', { count: state.count });
    case 'in-stock':
      return t('stock.inStock', { count: state.count });
    case 'few':
      return t('stock.few', { count: state.count });
    case 'incoming':
      return t('stock.incoming', { date: formatDate(state.date, locales) });
    case 'out-total':
      return t('stock.outTotal');
    case 'supplier':
    case 'oversellable':
    case 'static':
    case 'out':
      return t(`stock.${state.kind}`);
  }
}

export function formatDate(isoDate: string, locales: readonly string[]): string {
  const date = new Date(`${isoDate}T12:00:00`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat([...locales], { day: 'numeric', month: 'long' }).format(date);
}
