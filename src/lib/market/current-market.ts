// The shopper's market (issue 17 point 5): the spec's `ralph-selected-market` cookie holds the
// chosen market's id, `ralph-checkout-market` the market the checkout uses (the same one: the
// cart is priced in the market it is shown in). Every GraphQL operation sends it as marketId
// (graphql/links/context-link.ts); the server answers an unknown id in the default market.
import { MARKET_ID } from '@/config/constants';

export const SELECTED_MARKET_COOKIE = 'ralph-selected-market';
export const CHECKOUT_MARKET_COOKIE = 'ralph-checkout-market';
/** The spec: cart, market and user-type cookies live 365 days. */
export const MARKET_COOKIE_DAYS = 365;

const DAY_SECONDS = 86_400;

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** A market id as the cookie holds it: a positive whole number, else none (the default). */
export function parseMarketId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The market the cookies name, or null (the channel's default market). */
export function readMarketCookie(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): number | null {
  return parseMarketId(cookieValue(cookies, SELECTED_MARKET_COOKIE));
}

/** The Set-Cookie texts of a market choice: a year, first-party, Secure on HTTPS. */
export function marketCookieTexts(marketId: number, https: boolean): string[] {
  const rest = `; path=/; max-age=${MARKET_COOKIE_DAYS * DAY_SECONDS}; samesite=lax${https ? '; secure' : ''}`;
  return [
    `${SELECTED_MARKET_COOKIE}=${marketId}${rest}`,
    `${CHECKOUT_MARKET_COOKIE}=${marketId}${rest}`,
  ];
}

let current: number = readMarketCookie() ?? MARKET_ID;
const listeners = new Set<() => void>();

/** The market every operation is asked in. */
export function currentMarketId(): number {
  return current;
}

function set(marketId: number): boolean {
  if (marketId === current) return false;
  current = marketId;
  for (const listener of listeners) listener();
  return true;
}

/** Chooses a market in this tab: the cookies (for the next visit and the other tabs) and now. */
export function rememberMarket(marketId: number): boolean {
  if (typeof document !== 'undefined')
    for (const text of marketCookieTexts(marketId, location.protocol === 'https:'))
      document.cookie = text;
  return set(marketId);
}

/**
 * Another tab chose a market: take the one its message names. Not the cookie: a cookie the
 * other tab wrote reaches this tab's document.cookie asynchronously (Chromium hands cookie
 * changes to each renderer on its own), and the message can come first, so reading the cookie
 * here read the old market now and then and the tab refetched its prices in the old currency.
 * A message without a valid id falls back to the cookie. True when the market changed.
 */
export function followMarket(marketId: unknown): boolean {
  const named = typeof marketId === 'number' ? parseMarketId(String(marketId)) : null;
  return set(named ?? readMarketCookie() ?? MARKET_ID);
}

/**
 * The checkout market (the spec: used on checkout routes): the one `ralph-checkout-market`
 * names, else the current one. A market change sets both, so a checkout is asked and ordered
 * in the market its prices were shown in.
 */
export function checkoutMarketId(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): number {
  return parseMarketId(cookieValue(cookies, CHECKOUT_MARKET_COOKIE)) ?? current;
}

/** A checkout route (/kassen, /checkout/…, under /nn too): asked in the checkout market. */
export function isCheckoutPath(path: string): boolean {
  return /^(?:\/nn)?\/(?:kassen|checkout)(?:\/|$)/.test(path);
}

/** For useSyncExternalStore: called whenever the market changes. */
export function subscribeToMarket(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
