import type { TFunction } from 'i18next';
import type { AuthFailure } from './auth-api';

const KNOWN = new Set([
  'WRONG_CREDENTIALS',
  'ACCOUNT_EXISTS',
  'RESET_KEY_EXPIRED',
  'WRONG_PASSWORD_LOGGED_OUT',
  'EMAIL_INVALID',
  'OFFLINE',
  'WRONG_PASSWORD',
  'ORGANIZATION_ID_INVALID',
  'COMPANY_NAME_INVALID',
  'UNAUTHENTICATED',
]);

/**
 * The shopper's text of a refused auth call: the spec's texts (wrong e-mail or password, ...) for
 * the codes it knows, the server's localised message with its wait for a rate limit, else the
 * generic one.
 */
export function authErrorText(t: TFunction<'account'>, error: AuthFailure): string {
  if (error.code === 'RATE_LIMITED') return error.message || t('errors.RATE_LIMITED');
  if (KNOWN.has(error.code)) return t(`errors.${error.code as 'WRONG_CREDENTIALS'}`);
  return t('errors.GENERIC');
}
