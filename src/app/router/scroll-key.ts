import { stripLocale } from '@/i18n/locale';

export function isAccountPath(pathname: string): boolean {
  return /^\/(account|min-konto)(\/|$)/.test(stripLocale(pathname));
}

/**
 * ScrollRestoration key: every location scrolls on its own (top on a new page, restored on
 * back), except account pages, which share one key so moving between them keeps the position.
 * A page entered by a full load (a typed address, a return from the payment page, a reload)
 * has React Router's key "default", the same for every such page: keyed by its address
 * instead, so it does not open at the scroll position of the previous fully loaded page.
 */
export function scrollKey(location: { pathname: string; search?: string; key: string }): string {
  if (isAccountPath(location.pathname)) return 'account';
  if (location.key === 'default') return `default:${location.pathname}${location.search ?? ''}`;
  return location.key;
}
