// Account constants only the lazily loaded account code needs (spec sections 5, 7 and 9): kept
// out of config/constants.ts, whose every value ships with the first load.

/** The client sends SHA-384(salt + password), never the password itself (spec section 5). */
export const PASSWORD_SALT = 'atvhuset-storefront:';
/** Spec section 5: more than 6 characters. */
export const PASSWORD_MIN_LENGTH = 7;
/** The auth endpoint ({authEndpoint}) and the sign endpoint (spec section 7). */
export const AUTH_ENDPOINT = '/api/auth/';
export const SIGN_ENDPOINT = '/api/auth/sign/';
/** Session lifetime in minutes: 30 without remember-me, 7 days with (spec sections 5 and 9). */
export const SESSION_LIFETIME_MINUTES = 30;
export const REMEMBER_ME_LIFETIME_MINUTES = 7 * 24 * 60;
