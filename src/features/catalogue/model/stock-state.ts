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

/** The stock line a card and a product page show (the date is written alike in nb and nn). */
export function stockText(state: StockState, t: StockTranslate): string {
  switch (state.kind) {
    case 'many':
      return t('stock.many', { count: state.count });
    case 'in-stock':
      return t('stock.inStock', { count: state.count });
    case 'few':
      return t('stock.few', { count: state.count });
    case 'incoming':
      return t('stock.incoming', { date: formatDate(state.date) });
    case 'out-total':
      return t('stock.outTotal');
    case 'supplier':
    case 'oversellable':
    case 'static':
    case 'out':
      return t(`stock.${state.kind}`);
  }
}

/** Month names, the same in Bokmål and Nynorsk. */
const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
] as const;

/**
 * "2026-12-03" as "3. desember", as Intl.DateTimeFormat(locales, { day: 'numeric', month: 'long' })
 * writes it in nb-NO and nn-NO (stock-state.test.ts holds it to that). Written out: a page's
 * first Intl formatter loads the locale's data, tens of milliseconds of a phone's first render
 * when a card on the start page shows an expected arrival.
 */
export function formatDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  // Not a date, or not one the calendar has (2026-02-30 would roll over into March).
  if (date.getDate() !== Number(day)) return isoDate;
  return `${date.getDate()}. ${MONTHS[date.getMonth()] ?? ''}`;
}
