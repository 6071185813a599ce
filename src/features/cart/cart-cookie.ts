import { CART_COOKIE, CART_COOKIE_DAYS } from '@/config/constants';

const DAY_SECONDS = 86_400;

/**
 * The Set-Cookie text for the cart id (null removes it): first-party only on cross-site
 * requests (SameSite=Lax), and Secure on HTTPS so it never travels over plain HTTP.
 */
export function cartCookieText(id: string | null, https: boolean): string {
  const maxAge = id ? CART_COOKIE_DAYS * DAY_SECONDS : 0;
  const secure = https ? '; secure' : '';
  return `${CART_COOKIE}=${encodeURIComponent(id ?? '')}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}

/** Mirrors the cart id in the spec's ralph-cart cookie; null removes it. */
export function writeCartCookie(id: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = cartCookieText(id, location.protocol === 'https:');
}

// The server's ids are 128 random bits in base64url (22 characters of A-Z a-z 0-9 _ -).
const CART_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The cart id in the ralph-cart cookie, or null (none, or not an id this shop makes). */
export function readCartCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CART_COOKIE) continue;
    try {
      const id = decodeURIComponent(rest.join('='));
      return CART_ID.test(id) ? id : null;
    } catch {
      return null;
    }
  }
  return null;
}
