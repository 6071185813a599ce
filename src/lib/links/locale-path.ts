import { LOCALE_PREFIX, stripLocale, type Locale } from '@/i18n/locale';

/**
 * The spec's locale path helper for relative links: turns an API path without locale prefix
 * ("p/bremser/x", "/c/lys", "") into this locale's path ("/p/bremser/x", "/nn/c/lys", "/nn").
 */
export function localePath(path: string, locale: Locale): string {
  const trimmed = path.replace(/^\/+/, '');
  const prefix = LOCALE_PREFIX[locale];
  if (!trimmed) return prefix || '/';
  return `${prefix}/${trimmed}`;
}

/** The same page in another locale: "/nn/c/lys?page=2" → "/c/lys?page=2" and back. */
export function switchLocalePath(pathWithSearch: string, target: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(pathWithSearch);
  const pathname = match?.[1] ?? '/';
  const rest = match?.[2] ?? '';
  return localePath(stripLocale(pathname), target) + rest;
}
