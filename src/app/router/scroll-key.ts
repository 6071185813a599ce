import { stripLocale } from '@/i18n/locale';

export function isAccountPath(pathname: string): boolean {
  return /^\/(account|min-konto)(\/|$)/.test(stripLocale(pathname));
}

/**
 * ScrollRestoration key: every location scrolls on its own (top on a new page, restored on
 * back), except account pages, which share one key so moving between them keeps the position.
 */
export function scrollKey(location: { pathname: string; key: string }): string {
  return isAccountPath(location.pathname) ? 'account' : location.key;
}
