// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { getI18n } from '@/i18n/i18n-instances';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import { deliveryText, supplierTopUp } from './delivery';
import type { StockState } from './stock-state';

function textFor(state: StockState, isHeavy = false, locale: 'nb' | 'nn' = 'nb'): string {
  const { key, values } = deliveryText(state, isHeavy);
  return getI18n(locale).getFixedT(locale, 'details')(key, values);
}

beforeAll(() =>
  Promise.all([ensureNamespaces('nb', ['details']), ensureNamespaces('nn', ['details'])]),
);

describe('deliveryText', () => {
  it('gives 2–4 weekdays from our shelf, 3–5 for heavy goods, with same-day dispatch', () => {
    expect(textFor({ kind: 'many', count: 9 })).toBe('Leveres om 2–4 virkedager');
    expect(textFor({ kind: 'few', count: 2 }, true)).toBe('Tung vare – leveres om 3–5 virkedager');
    expect(deliveryText({ kind: 'static' }, false).sameDayBefore).toBe('07:00');
  });

  it('gives 4–6 weekdays from the supplier and for order goods', () => {
    expect(textFor({ kind: 'supplier' })).toBe('Leveres om 4–6 virkedager fra leverandøren');
    expect(textFor({ kind: 'oversellable' }, false, 'nn')).toBe(
      'Bestillingsvare – vert levert om 4–6 vyrkedagar',
    );
    expect(deliveryText({ kind: 'supplier' }, false).sameDayBefore).toBeNull();
  });

  it('has a text for every other state', () => {
    expect(textFor({ kind: 'incoming', date: '2025-03-12' })).toBe(
      'Leveres 2–4 virkedager etter at varen er kommet inn',
    );
    expect(textFor({ kind: 'out' })).toBe('Ikke tilgjengelig i denne størrelsen nå');
    expect(textFor({ kind: 'out-total' }, false, 'nn')).toBe(
      'Kan ikkje tingast no – vi veit ikkje når han kjem inn att',
    );
  });
});

describe('supplierTopUp', () => {
  const figures = {
    inStock: true,
    oversellable: false,
    totalStock: 3,
    supplierStock: 12,
    static: false,
    incoming: null,
  };
  const topUp = (state: StockState, f = figures, locale: 'nb' | 'nn' = 'nb') => {
    const text = supplierTopUp(state, f);
    return text && getI18n(locale).getFixedT(locale, 'details')(text.key, text.values);
  };

  it('says that units beyond our shelf come from the supplier in 4–6 weekdays', () => {
    expect(topUp({ kind: 'few', count: 3 })).toBe(
      '3 på lager, flere kan bestilles fra leverandør (4–6 virkedager)',
    );
    expect(topUp({ kind: 'few', count: 3 }, figures, 'nn')).toBe(
      '3 på lager, fleire kan tingast frå leverandør (4–6 vyrkedagar)',
    );
    expect(topUp({ kind: 'many', count: 9 })).toBe(
      'Flere enn vi har på lager kan bestilles fra leverandør (4–6 virkedager)',
    );
  });

  it('says nothing when the supplier has none or the state is not our shelf', () => {
    expect(topUp({ kind: 'few', count: 3 }, { ...figures, supplierStock: 0 })).toBeNull();
    expect(topUp({ kind: 'supplier' })).toBeNull();
    expect(topUp({ kind: 'static' }, { ...figures, static: true })).toBeNull();
  });
});
