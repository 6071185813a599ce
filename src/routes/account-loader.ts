import { redirect } from 'react-router-dom';
import { readStoredAuth } from '@/features/account/auth-storage';
import { localePath } from '@/lib/links/locale-path';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import type { ScreenLoaderArgs } from './route-loader';

/** What an account page learns from its guard: a login token to adopt, if the address had one. */
export interface AccountRouteData {
  loginToken: string | null;
}

/**
 * The spec's `authenticated` route middleware: a visitor who is not logged in and has no
 * `loginToken` query parameter is sent to the index. With one, the page tries that token (the
 * account pages' own code adopts it, or sends the visitor to the index when it does not count).
 */
export async function authenticatedLoader({
  locale,
  url,
}: ScreenLoaderArgs): Promise<AccountRouteData | Response> {
  const loginToken = url.searchParams.get('loginToken');
  if (!readStoredAuth() && !loginToken) return redirect(localePath('', locale));
  await namespacesReady(locale, ['account']);
  return { loginToken };
}
