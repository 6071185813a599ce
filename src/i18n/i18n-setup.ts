import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from '@shared/money/number';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** An i18next instance for one locale over the given texts, ready at once (no backend). */
export function setUpI18n(
  locale: Locale,
  resources: Resource,
  namespaces: readonly string[],
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['nb', 'nn'],
    resources,
    ns: [...namespaces],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  // Norwegian digits without Intl (shared/money/number.ts): a page's first Intl.NumberFormat
  // costs the first render tens of milliseconds on a phone. Bokmål and Nynorsk write numbers alike.
  instance.services.formatter?.add(
    'number',
    (value: number, _lng, options: Record<string, unknown>) =>
      formatNumber(value, {
        ...(options.minimumFractionDigits !== undefined
          ? { minimumFractionDigits: Number(options.minimumFractionDigits) }
          : {}),
        ...(options.maximumFractionDigits !== undefined
          ? { maximumFractionDigits: Number(options.maximumFractionDigits) }
          : {}),
      }),
  );
  return instance;
}
