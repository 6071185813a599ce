import { CART_COOKIE, CART_COOKIE_DAYS } from '@/config/constants';

const DAY_SECONDS = 86_400;

/** Mirrors the cart id in the ralph-cart cookie (spec section 3); null removes it. */
export function writeCartCookie(id: string | null): void {
  if (typeof document === 'undefined') return;
  const maxAge = id ? CART_COOKIE_DAYS * DAY_SECONDS : 0;
  document.cookie = `${CART_COOKIE}=${encodeURIComponent(id ?? '')}; path=/; max-age=${maxAge}; samesite=lax`;
}
