export const LOCALES = ['nb', 'nn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nb';

/** API languageId per locale (spec: 1 = nb, 2 = nn). */
export const LANGUAGE_IDS: Record<Locale, number> = { nb: 1, nn: 2 };

/** Path prefix per locale: Bokmål has none, Nynorsk lives under /nn. */
export const LOCALE_PREFIX: Record<Locale, string> = { nb: '', nn: '/nn' };

/**
 * Intl locales per shop locale. Not every browser ships Nynorsk number and date data (some
 * Chromium builds format 'nn' like English, "1,500"), so Bokmål is its fallback.
 */
export const INTL_LOCALES: Record<Locale, string[]> = { nb: ['nb-NO'], nn: ['nn-NO', 'nb-NO'] };

export function localeFromPath(pathname: string): Locale {
  return pathname === '/nn' || pathname.startsWith('/nn/') ? 'nn' : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with "/". */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'nn') return pathname.slice(3) || '/';
  return pathname || '/';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'nb' ? 'nn' : 'nb';
}
