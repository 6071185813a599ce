import { CART_COOKIE, CART_COOKIE_DAYS } from '@/config/constants';

const DAY_SECONDS = 86_400;

/** Mirrors the cart id in the ralph-cart cookie (spec section 3); null removes it. */
export function writeCartCookie(id: string | null): void {
  if (typeof document === 'undefined') return;
  const maxAge = id ? CART_COOKIE_DAYS * DAY_SECONDS : 0;
  document.cookie = `${CART_COOKIE}=${encodeURIComponent(id ?? '')}; path=/; max-age=${maxAge}; samesite=lax`;
}

const CART_ID = /^[A-Za-z0-9-]{8,64}$/;

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
