// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getI18n, hasLocaleTexts, localeTextsReady } from './i18n-instances';
import { LOCALES } from './locale';
import { namespaces, resources } from './resources';

describe('the app’s i18n instances', () => {
  it.each(LOCALES)(
    'start with common alone, and get every bundled %s namespace from the language’s chunk',
    async (locale) => {
      const i18n = getI18n(locale);
      expect(i18n.t('common:loading')).toBe(
        (resources[locale].common as { loading: string }).loading,
      );
      expect(hasLocaleTexts(locale)).toBe(false);
      expect(i18n.hasResourceBundle(locale, 'header')).toBe(false);

      await localeTextsReady(locale);
      expect(hasLocaleTexts(locale)).toBe(true);
      for (const namespace of namespaces) {
        expect(i18n.getResourceBundle(locale, namespace)).toEqual(resources[locale][namespace]);
      }
      // Only its own language: the other one's texts stay in the other chunk.
      expect(i18n.hasResourceBundle(locale === 'nb' ? 'nn' : 'nb', 'header')).toBe(false);
      expect(i18n.t('errors:notFound.title')).toBe(
        (resources[locale].errors as { notFound: { title: string } }).notFound.title,
      );
    },
  );
});
