/**
 * The shop's e-mail address rule for sign-ups (newsletter, back in stock) and accounts, the same
 * on the client and the server: one @, no spaces, a dot in the domain, at most 254 characters,
 * and no control or invisible format characters (a NUL, or a right-to-left override that makes
 * an address read as another in a list). Addresses are compared trimmed and lower-cased.
 */
const EMAIL = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@.\p{Cc}\p{Cf}]+(?:\.[^\s@.\p{Cc}\p{Cf}]+)+$/u;

export const MAX_EMAIL_LENGTH = 254;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** For an address already trimmed (normaliseEmail). */
export const isValidEmail = (email: string): boolean =>
  email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);

export type EmailProblem = 'required' | 'EMAIL_INVALID';

/** What is wrong with a typed address (null: nothing); an empty one is missing, not invalid. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  return isValidEmail(email) ? null : 'EMAIL_INVALID';
}
