/**
 * The shop's one e-mail address rule, for accounts, checkout and sign-ups (newsletter, back in
 * stock), the same on the client and the server: a bare address, local@domain.tld, and nothing
 * else. The local part is RFC 5322's dot-atom (letters of any script, as RFC 6531 allows,
 * digits and !#$%&'*+/=?^_`{|}~-, dots between), at most 64 characters; the domain is labels of letters (any script: IDN) and digits
 * with inner hyphens, the last a top-level name of letters (or an xn-- label); at most 254 in
 * all. So no display name, comment, quotes, list or group ("x <a@b.no>", "a(c)@b.no",
 * "1,a@b.no"), which a mailer would read as an address list and send to whoever is inside, and
 * no space, control or invisible format character. Addresses are compared trimmed and
 * lower-cased.
 */
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const TOP = '(?:\\p{L}{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP}$`, 'u');
const MAX_LOCAL_LENGTH = 64;

export const MAX_EMAIL_LENGTH = 254;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** For an address already trimmed (normaliseEmail). */
export const isValidEmail = (email: string): boolean =>
  email.length <= MAX_EMAIL_LENGTH && email.indexOf('@') <= MAX_LOCAL_LENGTH && EMAIL.test(email);

/**
 * The mailbox an address reaches, for per-recipient limits: lower-cased, without a +tag
 * ("ola+1@x.no" and "ola+2@x.no" are one inbox at most providers), and for Gmail without the
 * dots it ignores. Only for counting; mail goes to the address as given.
 */
export function mailboxKey(email: string): string {
  const normal = normaliseEmail(email);
  const at = normal.lastIndexOf('@');
  const domain = normal.slice(at + 1);
  let local = normal.slice(0, at).replace(/\+.*$/, '');
  if (domain === 'gmail.com' || domain === 'googlemail.com') local = local.replace(/\./g, '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

export type EmailProblem = 'required' | 'EMAIL_INVALID';

/** What is wrong with a typed address (null: nothing); an empty one is missing, not invalid. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  return isValidEmail(email) ? null : 'EMAIL_INVALID';
}
