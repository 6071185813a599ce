// In-process rate limits of the writes a script could repeat to guess or to hoard: gift-card and
// promo attempts, newsletter sign-ups, new carts, account-free order placement, and the unpaid orders (stock
// held) a shopper may have at once. Counted per client address (http/client-address.ts) and,
// for codes, per cart too. Per process: N instances behind a balancer allow N times as much.
import type { LRUCache } from 'lru-cache';
import { createLru, maxEntriesOf } from '../cache/registry.js';
import { ShopError } from '../errors/shop-error.js';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Gift-card and promo code attempts, per client address and per cart. */
  codes: RateLimit;
  /** Newsletter sign-ups per client address. */
  newsletter: RateLimit;
  /** Back-in-stock sign-ups per client address (server/stock-alerts). */
  stockAlerts: RateLimit;
  /** placeOrder calls per client address. */
  orders: RateLimit;
  /** Unpaid orders (each holding its stock until paid or expired) one client address may hold. */
  unpaidOrders: number;
  /**
   * Units of stock one client address's unpaid orders may hold together: an order too large for
   * it is refused (UNPAID_HOLD_LIMIT), so nobody can make a shelf unbuyable by not paying.
   */
  unpaidUnits: number;
  /** Login, register and password reset attempts per account (e-mail address), each apart. */
  auth: RateLimit;
  /** The same attempts per client address (a shared address holds many shoppers: higher). */
  authAddress: RateLimit;
  /** Reviews written and questions asked, per account and per client address (server/reviews). */
  reviews: RateLimit;
  /** New carts (an add without a cart id) per client address: every cart is a row kept a year. */
  carts: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  codes: { max: 10, windowSeconds: 600 },
  newsletter: { max: 5, windowSeconds: 3600 },
  stockAlerts: { max: 10, windowSeconds: 3600 },
  orders: { max: 20, windowSeconds: 3600 },
  unpaidOrders: 3,
  unpaidUnits: 200,
  auth: { max: 10, windowSeconds: 900 },
  authAddress: { max: 50, windowSeconds: 900 },
  reviews: { max: 10, windowSeconds: 3600 },
  carts: { max: 200, windowSeconds: 3600 },
};

/** No limit: for the start-up warm-up, whose shoppers all share one address. */
export const NO_RATE_LIMITS: RateLimits = {
  codes: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 },
  newsletter: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 },
  stockAlerts: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 },
  orders: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 },
  unpaidOrders: Number.MAX_SAFE_INTEGER,
  unpaidUnits: Number.MAX_SAFE_INTEGER,
  auth: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 },
  authAddress: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 },
  reviews: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 },
  carts: { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 },
};

const ENV = {
  codes: 'RATE_LIMIT_CODES',
  newsletter: 'RATE_LIMIT_NEWSLETTER',
  stockAlerts: 'RATE_LIMIT_STOCK_ALERTS',
  orders: 'RATE_LIMIT_ORDERS',
  auth: 'RATE_LIMIT_AUTH',
  authAddress: 'RATE_LIMIT_AUTH_ADDRESS',
  reviews: 'RATE_LIMIT_REVIEWS',
  carts: 'RATE_LIMIT_CARTS',
} as const;

function positive(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/**
 * The limits with any setting from the environment: RATE_LIMIT_CODES, RATE_LIMIT_NEWSLETTER,
 * RATE_LIMIT_STOCK_ALERTS, RATE_LIMIT_ORDERS, RATE_LIMIT_AUTH, RATE_LIMIT_AUTH_ADDRESS, RATE_LIMIT_REVIEWS and RATE_LIMIT_CARTS as "max/seconds" (e.g.
 * "10/600"), UNPAID_ORDERS_PER_CLIENT and UNPAID_UNITS_PER_CLIENT as numbers.
 */
export function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(ENV) as (keyof typeof ENV)[]) {
    const raw = env[ENV[key]];
    if (raw === undefined || raw === '') continue;
    const [max, seconds, ...rest] = raw.split('/');
    const limit = {
      max: positive(ENV[key], max),
      windowSeconds: positive(ENV[key], seconds),
    };
    if (rest.length > 0 || limit.max === undefined || limit.windowSeconds === undefined)
      throw new Error(`${ENV[key]} must be "attempts/seconds", e.g. "10/600", got "${raw}"`);
    limits[key] = { max: limit.max, windowSeconds: limit.windowSeconds };
  }
  limits.unpaidOrders =
    positive('UNPAID_ORDERS_PER_CLIENT', env['UNPAID_ORDERS_PER_CLIENT']) ?? limits.unpaidOrders;
  limits.unpaidUnits =
    positive('UNPAID_UNITS_PER_CLIENT', env['UNPAID_UNITS_PER_CLIENT']) ?? limits.unpaidUnits;
  return limits;
}

/** Refused: too many attempts; try again after `retryAfter` seconds (HTTP 429, Retry-After). */
export const rateLimited = (retryAfter: number): ShopError =>
  new ShopError('RATE_LIMITED', `Too many attempts; try again in ${retryAfter} s`, {
    retryAfter,
  });

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed windows per key, at most `keys` keys remembered (the oldest forgotten first). */
export class Counter {
  readonly #windows: LRUCache<string, Window>;

  constructor(
    readonly limit: RateLimit,
    keys = maxEntriesOf('rate-limit-windows'),
    private readonly now: () => number = Date.now,
  ) {
    this.#windows = createLru<string, Window>('rate-limit-windows', { max: keys });
  }

  /** Counts an attempt for every key; refuses (nothing counted) when one is used up. */
  take(...keys: string[]): void {
    const now = this.now();
    const windows = keys.map((key) => {
      let window = this.#windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + this.limit.windowSeconds * 1000 };
        this.#windows.set(key, window);
      }
      return window;
    });
    const full = windows.filter((w) => w.count >= this.limit.max);
    if (full.length > 0)
      throw rateLimited(Math.ceil((Math.max(...full.map((w) => w.resetAt)) - now) / 1000));
    for (const window of windows) window.count++;
  }
}

interface Held {
  cartId: string;
  expiresAt: number;
  /** Units of stock the order holds. */
  units: number;
}

/**
 * The unpaid orders each client holds, by order id: their cart and expiry; the caller prunes the
 * ones paid or cancelled since (it knows the database) before asking again.
 */
export class UnpaidOrders {
  readonly #byClient = createLru<string, Map<string, Held>>('unpaid-orders-by-client');

  constructor(
    readonly max: number,
    readonly maxUnits: number = Number.MAX_SAFE_INTEGER,
    private readonly now: () => number = Date.now,
  ) {}

  /** The client's orders not yet expired. */
  held(client: string): Map<string, Held> {
    const orders = this.#byClient.get(client) ?? new Map<string, Held>();
    const now = this.now();
    for (const [id, held] of orders) if (held.expiresAt <= now) orders.delete(id);
    return orders;
  }

  /**
   * Refuses an order of `cartId` when the client holds `max` orders of other carts (placing a
   * cart again answers or replaces its own order, holding no more stock); otherwise answers the
   * units an unpaid order of it may hold: maxUnits less what the orders of other carts hold.
   * `stillUnpaid` keeps the ones that are (one look-up, only when there are others).
   */
  async check(
    client: string,
    cartId: string,
    stillUnpaid: (ids: string[]) => Promise<string[]>,
  ): Promise<number> {
    const orders = this.held(client);
    const others = () => [...orders].filter(([, held]) => held.cartId !== cartId);
    if (others().length === 0) return this.maxUnits;
    const unpaid = new Set(await stillUnpaid(others().map(([id]) => id)));
    for (const [id] of others()) if (!unpaid.has(id)) orders.delete(id);
    const left = others();
    if (left.length >= this.max) {
      const first = Math.min(...left.map(([, held]) => held.expiresAt));
      throw rateLimited(Math.max(1, Math.ceil((first - this.now()) / 1000)));
    }
    const held = left.reduce((units, [, order]) => units + order.units, 0);
    return Math.max(0, this.maxUnits - held);
  }

  add(client: string, orderId: string, cartId: string, expiresAt: number, units = 0): void {
    const orders = this.held(client);
    orders.set(orderId, { cartId, expiresAt, units });
    this.#byClient.set(client, orders);
  }
}

/** One app's limiters. */
export class RateLimiter {
  readonly codes: Counter;
  readonly newsletter: Counter;
  readonly stockAlerts: Counter;
  readonly orders: Counter;
  readonly unpaid: UnpaidOrders;
  /** Auth attempts per account (server/accounts). */
  readonly auth: Counter;
  /** Auth attempts per client address. */
  readonly authAddress: Counter;
  /** Reviews and questions per account and per client address. */
  readonly reviews: Counter;
  /** New carts per client address. */
  readonly carts: Counter;

  constructor(limits: RateLimits = DEFAULT_RATE_LIMITS, now: () => number = Date.now) {
    this.codes = new Counter(limits.codes, 100_000, now);
    this.newsletter = new Counter(limits.newsletter, 100_000, now);
    this.stockAlerts = new Counter(limits.stockAlerts, 100_000, now);
    this.orders = new Counter(limits.orders, 100_000, now);
    this.unpaid = new UnpaidOrders(limits.unpaidOrders, limits.unpaidUnits, now);
    this.auth = new Counter(limits.auth, 100_000, now);
    this.authAddress = new Counter(limits.authAddress, 100_000, now);
    this.reviews = new Counter(limits.reviews, 100_000, now);
    this.carts = new Counter(limits.carts, 100_000, now);
  }
}
