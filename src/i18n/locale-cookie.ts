import type { Locale } from './locale';

/**
 * The spec's locale cookie (365 days): the language the shopper chose with the switcher. The
 * shell's bootstrap reads it at the shop's root (a bookmark, the installed app's start address)
 * and opens the Nynorsk start page for a shopper who chose Nynorsk (src/app/shell/bootstrap.ts).
 */
export const LOCALE_COOKIE = 'ralph-locale';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
