// The shopper's cookie choice, kept in a first-party cookie for a year (as the spec keeps its
// other preferences). Necessary cookies need no consent and are always on; the cookie names the
// optional categories the shopper accepted and when the choice was made.

/** The optional categories a shopper may accept; `necessary` is always on. */
export const OPTIONAL_CONSENT_CATEGORIES = ['statistics', 'marketing'] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];
export type ConsentCategory = 'necessary' | OptionalConsentCategory;

export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
  /** When the shopper chose (ms since the epoch). */
  decidedAt: number;
}

export const CONSENT_COOKIE = 'ralph-consent';
/** A year: the banner comes back once the choice is this old (the cookie has expired). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 86_400;
/** Bumped when the categories change meaning: an older choice asks again. */
const VERSION = 'v1';

/** `v1.s1.m0.<seconds>`: version, statistics, marketing, when. */
export function formatConsentCookie(choice: ConsentChoice): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return `${VERSION}.s${flag(choice.statistics)}.m${flag(choice.marketing)}.${String(Math.floor(choice.decidedAt / 1000))}`;
}

/** The choice a cookie value holds; null for none, another version or anything malformed. */
export function parseConsentCookie(value: string | null | undefined): ConsentChoice | null {
  const match = /^v1\.s([01])\.m([01])\.(\d{1,12})$/.exec(value ?? '');
  if (!match) return null;
  return {
    statistics: match[1] === '1',
    marketing: match[2] === '1',
    decidedAt: Number(match[3]) * 1000,
  };
}

export function readConsentCookie(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === CONSENT_COOKIE) return parseConsentCookie(rest.join('='));
  }
  return null;
}

export function consentCookieText(choice: ConsentChoice, https: boolean): string {
  return `${CONSENT_COOKIE}=${formatConsentCookie(choice)}; path=/; max-age=${String(CONSENT_MAX_AGE_SECONDS)}; samesite=lax${https ? '; secure' : ''}`;
}
