import { getI18n } from '@/i18n/i18n-instances';
import type { Locale } from '@/i18n/locale';

// The texts load with the recommendations' own chunk, not through i18n/lazy-namespaces: that
// module is on the start page, and its list of files would grow it for a section below the fold.
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/recommendations.json', {
  import: 'default',
});

const ready = new Map<Locale, Promise<void>>();

/** The same promise per locale, for React's use(). */
export function recommendationTexts(locale: Locale): Promise<void> {
  let promise = ready.get(locale);
  if (!promise) {
    promise = (async () => {
      const i18n = getI18n(locale);
      if (i18n.hasResourceBundle(locale, 'recommendations')) return;
      const load = files[`../../../locales/${locale}/recommendations.json`];
      if (!load) throw new Error(`No ${locale} texts for recommendations`);
      i18n.addResourceBundle(locale, 'recommendations', await load(), true, true);
    })();
    ready.set(locale, promise);
  }
  return promise;
}
