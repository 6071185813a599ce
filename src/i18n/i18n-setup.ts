import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from './locale';

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
  instance.services.formatter?.add(
    'number',
    (value: number, _lng, options: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(INTL_LOCALES[locale], options).format(value),
  );
  return instance;
}
