/**
 * The shop's email rule (the spec: a valid address): one @, no spaces, a dot in the domain, at most
 * 254 characters; the server checks the same (server/resolvers/newsletter-email.ts).
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export type EmailProblem = 'required' | 'EMAIL_INVALID';

/** Spec: the newsletter email is required and validated; an invalid one is not sent. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  return email.length <= 254 && EMAIL.test(email) ? null : 'EMAIL_INVALID';
}
