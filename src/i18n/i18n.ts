import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from './locale';
import { namespaces, resources } from './resources';

/** A ready, synchronous i18next instance (resources are bundled, so no await before paint). */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['nb', 'nn'],
    resources,
    ns: namespaces,
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
