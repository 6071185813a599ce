// The account rules, pure: what counts as an e-mail address, a client password hash, a session
// lifetime, and how long keys and signatures live. No I/O here.

/** The client sends SHA-384(salt + password) as 96 lower-case hex digits (the spec's hash). */
const CLIENT_HASH = /^[0-9a-f]{96}$/;

export const isClientHash = (value: unknown): value is string =>
  typeof value === 'string' && CLIENT_HASH.test(value);

/**
 * The shop's e-mail rule (the spec: a valid address), as the newsletter's and the client's: one @,
 * no spaces, a dot in the domain, at most 254 characters. Compared trimmed and lower-cased.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

/** The spec: "session lifetime 30 without remember-me" (minutes). */
export const SESSION_MINUTES = 30;
/** The spec: the user cookie lives 604800 s with remember-me: 7 days, in minutes. */
export const REMEMBER_ME_MINUTES = 7 * 24 * 60;

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
