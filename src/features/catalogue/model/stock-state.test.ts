// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { INTL_LOCALES } from '@/i18n/locale';
import {
  canAddToCart,
  formatDate,
  isOrderable,
  stockState,
  stockText,
  stockTone,
  type StockInput,
  type StockTranslate,
} from './stock-state';

const base: StockInput = {
  inStock: false,
  oversellable: false,
  totalStock: 0,
  supplierStock: 0,
  static: false,
  incoming: null,
};

function textFor(
  stock: Partial<StockInput>,
  locale: 'nb' | 'nn' = 'nb',
  level: 'product' | 'sku' = 'product',
): string {
  const t: StockTranslate = (key, values) =>
    createI18n(locale).getFixedT(locale, 'product')(key, values);
  return stockText(stockState({ ...base, ...stock }, level), t);
}

describe('stockState', () => {
  it('shows 9+ when many are in stock', () => {
    expect(stockState({ ...base, inStock: true, totalStock: 40 })).toEqual({
      kind: 'many',
      count: 9,
    });
    expect(textFor({ inStock: true, totalStock: 9 })).toBe('På lager (9+)');
  });

  it('shows the quantity when few are left', () => {
    expect(textFor({ inStock: true, totalStock: 3 })).toBe('Kun 3 igjen på lager');
    expect(textFor({ inStock: true, totalStock: 1 }, 'nn')).toBe('Berre 1 att på lager');
    expect(textFor({ inStock: true, totalStock: 7 })).toBe('På lager (7 stk.)');
  });

  it('prefers own stock, then supplier stock, then incoming stock', () => {
    expect(stockState({ ...base, totalStock: 2, supplierStock: 50 }).kind).toBe('few');
    expect(textFor({ supplierStock: 12, incoming: '2025-03-12' })).toBe('På lager hos leverandør');
    expect(textFor({ incoming: '2025-03-12' })).toBe('Forventet inn 12. mars');
  });

  it('covers oversellable, static and out of stock', () => {
    expect(textFor({ oversellable: true })).toBe('Kan bestilles');
    expect(textFor({ static: true })).toBe('Alltid på lager');
    expect(textFor({}, 'nb', 'sku')).toBe('Ikke på lager');
    expect(textFor({}, 'nn', 'sku')).toBe('Ikkje på lager');
  });

  it('calls a product with nothing anywhere out of stock in total', () => {
    expect(stockState(base)).toEqual({ kind: 'out-total' });
    expect(stockState(base, 'sku')).toEqual({ kind: 'out' });
    expect(textFor({})).toBe('Utsolgt – ikke på lager hos oss eller leverandør');
    expect(textFor({}, 'nn')).toBe('Utselt – ikkje på lager hos oss eller leverandøren');
    expect(isOrderable(stockState(base))).toBe(false);
    expect(isOrderable(stockState({ ...base, oversellable: true }, 'sku'))).toBe(true);
  });

  it('gives each state a tone for the stock dot', () => {
    expect(stockTone(stockState({ ...base, totalStock: 20 }))).toBe('ok');
    expect(stockTone(stockState({ ...base, totalStock: 2 }))).toBe('low');
    expect(stockTone(stockState({ ...base, supplierStock: 2 }))).toBe('wait');
    expect(stockTone(stockState(base))).toBe('out');
  });
});

describe('canAddToCart', () => {
  it('takes own and supplier stock, static and oversellable goods, as the cart does', () => {
    expect(canAddToCart({ ...base, totalStock: 1 })).toBe(true);
    expect(canAddToCart({ ...base, supplierStock: 4 })).toBe(true);
    expect(canAddToCart({ ...base, static: true })).toBe(true);
    expect(canAddToCart({ ...base, oversellable: true })).toBe(true);
  });

  it('refuses what is sold out or only incoming', () => {
    expect(canAddToCart(base)).toBe(false);
    expect(canAddToCart({ ...base, incoming: '2026-12-22' })).toBe(false);
  });
});

describe('formatDate', () => {
  it('writes every day of a year as Intl writes it in nb-NO and nn-NO', () => {
    for (const locales of [INTL_LOCALES.nb, INTL_LOCALES.nn]) {
      const intl = new Intl.DateTimeFormat(locales, { day: 'numeric', month: 'long' });
      for (let day = 0; day < 366; day++) {
        const date = new Date(2028, 0, 1 + day);
        const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
        expect(formatDate(iso)).toBe(intl.format(date));
      }
    }
  });

  it('gives back what is not a date as it came', () => {
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDate('snart')).toBe('snart');
  });
});
