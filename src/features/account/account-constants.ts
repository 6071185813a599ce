// Account constants only the lazily loaded account code needs (the spec's salt, endpoints and
// lifetimes): kept out of config/constants.ts, whose every value ships with the first load.

/** The client sends SHA-384(salt + password), never the password itself, as the spec says. */
export const PASSWORD_SALT = 'atvhuset-storefront:';
/** The spec: a password has more than 6 characters. */
export const PASSWORD_MIN_LENGTH = 7;
/** The spec's auth endpoint ({authEndpoint}) and sign endpoint ({signEndpoint}). */
export const AUTH_ENDPOINT = '/api/auth/';
export const SIGN_ENDPOINT = '/api/auth/sign/';
/** Session lifetime in minutes: 30 without remember-me, 7 days with (as the spec says). */
export const SESSION_LIFETIME_MINUTES = 30;
export const REMEMBER_ME_LIFETIME_MINUTES = 7 * 24 * 60;
