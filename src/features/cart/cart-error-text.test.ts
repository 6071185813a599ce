// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';

describe('cart error texts', () => {
  it('write the promo minimum and what is left as amounts elsewhere are written', () => {
    for (const [locale, left] of [
      ['nb', 'Du mangler'],
      ['nn', 'Du manglar'],
    ] as const) {
      const text = createI18n(locale).t('cart:errors.PROMO_REQUIREMENTS_NOT_MET', {
        minimum: 1500,
        amountLeft: 1002.5,
      });
      // Intl writes thousands with a narrow no-break space in Norwegian.
      expect(text.replace(/\s/g, ' ')).toContain('over 1 500 kr.');
      expect(text.replace(/\s/g, ' ')).toContain(`${left} 1 002,5 kr.`);
    }
  });
});
