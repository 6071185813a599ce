// The account rules, pure: what counts as an e-mail address, a client password hash, a session
// lifetime, and how long keys and signatures live. No I/O here.

/** The client sends SHA-384(salt + password) as 96 lower-case hex digits (the spec's hash). */
const CLIENT_HASH = /^[0-9a-f]{96}$/;

export const isClientHash = (value: unknown): value is string =>
  typeof value === 'string' && CLIENT_HASH.test(value);

// The shop's one e-mail rule (the spec: a valid address), as the checkout's, the newsletter's
// and the client's: a bare address, nothing a mailer would read as a list or a name.
export { isValidEmail, mailboxKey, normaliseEmail } from '../../shared/validation/email.js';

/** The spec: "session lifetime 30 without remember-me" (minutes). */
export const SESSION_MINUTES = 30;
/** The spec: the user cookie lives 604800 s with remember-me: 7 days, in minutes. */
export const REMEMBER_ME_MINUTES = 7 * 24 * 60;
/**
 * However often it is refreshed, a session ends this long after its login: a token taken from
 * a device (a shared computer, a script on a page) cannot be kept alive for ever.
 */
export const SESSION_MAX_DAYS = 30;

/**
 * The seconds a session's token lives, from the request's sessionLifetime in minutes: absent is
 * the spec's 30 (1800 s), anything from 1 to 10080 (7 days, remember-me) is taken as it is;
 * null for anything else (a bad request).
 */
export function sessionSeconds(sessionLifetime: unknown): number | null {
  if (sessionLifetime === undefined || sessionLifetime === null) return SESSION_MINUTES * 60;
  if (
    typeof sessionLifetime !== 'number' ||
    !Number.isInteger(sessionLifetime) ||
    sessionLifetime < 1 ||
    sessionLifetime > REMEMBER_ME_MINUTES
  )
    return null;
  return sessionLifetime * 60;
}

/** The user cookies' lifetime (the spec): 604800 s with remember-me, 1800 s otherwise. */
export const userCookieSeconds = (lifetimeSeconds: number): number =>
  lifetimeSeconds > SESSION_MINUTES * 60 ? REMEMBER_ME_MINUTES * 60 : SESSION_MINUTES * 60;

/** The token cookie apollo-token lives 7 days (the spec). */
export const TOKEN_COOKIE_SECONDS = 7 * 24 * 60 * 60;

/** A reset link works for an hour, once. */
export const RESET_KEY_TTL_MS = 60 * 60_000;

/** A username signature from the sign endpoint is good for ten minutes. */
export const SIGNATURE_TTL_MS = 10 * 60_000;

/** Customer type of a new account (the spec: defaults to PERSON). */
export const DEFAULT_CUSTOMER_TYPE = 'PERSON';

/** A confirmation link (the account's e-mail address) works for a week, once. */
export const VERIFY_KEY_TTL_MS = 7 * 24 * 60 * 60_000;

/** A customer type the channel offers, with its VAT flag (Channel.configuration.customerTypes). */
export interface CustomerTypeSetting {
  type: string;
  vatIncluded: boolean;
}

export type BusinessCheck =
  | {
      ok: true;
      customerType: string;
      business: { organizationId: string; companyName: string } | null;
    }
  | { ok: false; field: 'customerType' | 'organizationId' | 'companyName'; code: string };

/**
 * What a registration may ask for: a type the channel offers (PERSON when none is asked); a
 * business type (one shown without VAT) also needs a valid organisation number (MOD11) and a
 * company name of 1-100 characters, and a person's type takes neither.
 */
export function checkRegistrationType(
  types: readonly CustomerTypeSetting[],
  input: { customerType?: unknown; organizationId?: unknown; companyName?: unknown },
  isValidOrgNumber: (value: string) => boolean,
  normaliseOrgNumber: (value: string) => string | null,
): BusinessCheck {
  const asked = input.customerType ?? DEFAULT_CUSTOMER_TYPE;
  const setting = types.find((t) => t.type === asked);
  if (typeof asked !== 'string' || !setting)
    return { ok: false, field: 'customerType', code: 'CUSTOMER_TYPE_INVALID' };
  if (setting.vatIncluded) return { ok: true, customerType: setting.type, business: null };
  const org = typeof input.organizationId === 'string' ? input.organizationId : '';
  if (!isValidOrgNumber(org))
    return { ok: false, field: 'organizationId', code: 'ORGANIZATION_ID_INVALID' };
  const name = typeof input.companyName === 'string' ? input.companyName.trim() : '';
  if (name.length === 0 || name.length > 100 || /\p{Cc}/u.test(name))
    return { ok: false, field: 'companyName', code: 'COMPANY_NAME_INVALID' };
  return {
    ok: true,
    customerType: setting.type,
    business: { organizationId: normaliseOrgNumber(org) ?? org, companyName: name },
  };
}
