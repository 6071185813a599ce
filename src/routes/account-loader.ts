import { redirect } from 'react-router-dom';
import { readStoredAuth } from '@/features/account/auth-storage';
import { localePath } from '@/lib/links/locale-path';
import { marketBasename } from '@/lib/market/market-path';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import type { ScreenLoaderArgs } from './route-loader';

/** What an account page learns from its guard: a login token to adopt, if the address had one. */
export interface AccountRouteData {
  loginToken: string | null;
}

/**
 * The spec's `authenticated` route middleware: a visitor who is not logged in and has no
 * `loginToken` query parameter is sent to the index (its login panel opened, and the account
 * page they asked for shown once they log in: account-button.tsx). With one, the page tries
 * that token (the account pages' own code adopts it, or sends the visitor to the index when it
 * does not count).
 */
export async function authenticatedLoader({
  locale,
  url,
}: ScreenLoaderArgs): Promise<AccountRouteData | Response> {
  const loginToken = url.searchParams.get('loginToken');
  if (!readStoredAuth() && !loginToken) {
    // The index with the login panel open, and the page asked for to go on to once logged in
    // (an order e-mail's link to the account's order): the router's own address, without the
    // market segment its basename adds back.
    const basename = marketBasename(url.pathname);
    const within = basename ? url.pathname.slice(basename.length) || '/' : url.pathname;
    const query = new URLSearchParams({ action: 'login', next: `${within}${url.search}` });
    return redirect(`${localePath('', locale)}?${query.toString()}`);
  }
  await namespacesReady(locale, ['account']);
  return { loginToken };
}
