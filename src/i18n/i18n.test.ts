// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('createI18n', () => {
  it('is ready synchronously with the bundled resources', () => {
    expect(createI18n('nn').t('errors:notFound.title')).toBe('Vi fann ikkje sida');
    expect(createI18n('nb').t('common:productCount', { count: 1 })).toBe('1 produkt');
  });

  it('formats numbers the Norwegian way in both languages', () => {
    expect(createI18n('nn').t('common:productCount', { count: 3200 })).toMatch(/^3\s200 produkt$/u);
    const amount = 1500;
    for (const locale of ['nb', 'nn'] as const) {
      const text = createI18n(locale).t('common:sellingPoints.freeShippingShort', { amount });
      expect(text).toMatch(/^Fri frakt over 1\s500 kr$/u);
    }
  });
});
