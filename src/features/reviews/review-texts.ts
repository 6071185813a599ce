import { getI18n } from '@/i18n/i18n-instances';
import type { Locale } from '@/i18n/locale';

// The reviews' texts (locales/*/reviews.json), a chunk of their own loaded with the product
// page, a review widget or the header badge: never part of the start page's first load.
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/reviews.json', {
  import: 'default',
});

const ready = new Map<Locale, Promise<void>>();

/** Resolves once the locale's review texts are there; the same promise each time (for use()). */
export function reviewTextsReady(locale: Locale): Promise<void> {
  let promise = ready.get(locale);
  if (!promise) {
    promise = (async () => {
      const i18n = getI18n(locale);
      if (i18n.hasResourceBundle(locale, 'reviews')) return;
      const load = files[`../../../locales/${locale}/reviews.json`];
      if (!load) throw new Error(`No ${locale} texts for reviews`);
      i18n.addResourceBundle(locale, 'reviews', await load(), true, true);
    })();
    ready.set(locale, promise);
  }
  return promise;
}
