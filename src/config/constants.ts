// Relative imports of shared/: the service worker (sw/) imports this file, without the @ aliases.
import { STANDARD_VAT_PERCENT } from '../../shared/money/vat';
import {
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_ORE,
  PARCEL_FEE_ORE,
  RETURN_FEE_MIN_ORE,
  HEAVY_FREIGHT_FEE_ORE,
} from '../../shared/shipping/policy';

// Business and UI constants. A comment that says "the spec" names the figure the storefront spec
// gives.

export const API_KEY = 'atvhuset-storefront-public';
export const GRAPHQL_URI = '/graphql';
export const IMAGE_BASE = '/images';
export const CHANNEL_ID = 1;
export const MARKET_ID = 1;
/**
 * The markets named by a path segment (the spec's optional /:market, shared/routes/
 * page-addresses.ts): alias to market id, as the channel's markets have them. The default market
 * (MARKET_ID, Norge) has no segment. Empty: no market in the path.
 */
export const MARKET_PATHS: Readonly<Record<string, number>> = { se: 2 };

/** Shop hostnames whose absolute links are reduced to their path (the spec's link rules). */
export const SHOP_HOSTNAMES: readonly string[] = ['atv-huset.no', 'www.atv-huset.no'];

// Loading and progress (the spec: indicator after 1 s, throttle 200 ms, duration 5000 ms, a 5px
// bar hidden 500 ms after finish, a chunk reload at most every 60 s, prefetch idle time-out 2 s)
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
export const PROGRESS_BAR_HEIGHT_PX = 5;
export const API_LOADING_DELAY_MS = 1000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'atvhuset:chunk-reload-at';
export const LINK_PREFETCH_IDLE_TIMEOUT_MS = 2000;
/**
 * What the first paint does not need (persistence, the service worker's registration) loads once
 * the page has loaded and the main thread is idle, at the latest this long after the load event.
 */
export const IDLE_LOAD_TIMEOUT_MS = 2000;

// Breakpoints (the spec's): phone < 768, tablet to 1023, computer from 1024 (also in the CSS).
export const BREAKPOINT_TABLET_PX = 768;
/**
 * The viewport classes on <html> (viewport-phone … viewport-desktopBig) until the channel's
 * configuration names its own: the spec's 768, 1024, 1200 and 1440.
 */
export const VIEWPORT_CLASSES = [
  { name: 'phone', minWidth: 0 },
  { name: 'tablet', minWidth: 768 },
  { name: 'laptop', minWidth: 1024 },
  { name: 'desktop', minWidth: 1200 },
  { name: 'desktopBig', minWidth: 1440 },
];

// Lists
export const LIST_PAGE_SIZE = 24;
export const START_PAGE_PRODUCT_COUNT = 12;

// Stock: "many" shows 9+ (the spec); "few" shows the exact quantity.
export const STOCK_MANY_FROM = 9;
export const STOCK_FEW_UP_TO = 5;

// Delivery in weekdays (the spec: normal 2-4, heavy 3-5, supplier 4-6): the server's shipping
// options use the same (shared/shipping).
export const DELIVERY_DAYS_NORMAL = DELIVERY_DAYS.normal;
export const DELIVERY_DAYS_HEAVY = DELIVERY_DAYS.heavy;
export const DELIVERY_DAYS_SUPPLIER = DELIVERY_DAYS.supplier;

// Selling points (the spec: shipping from 79 kr, free shipping shows what is left) — the amounts
// are interpolated into the translated texts; the cart charges by the same threshold
// (shared/shipping).
export const FREE_SHIPPING_FROM_KR = FREE_SHIPPING_THRESHOLD_ORE / 100;
/**
 * Merverdiavgift on everything this shop sells (parts, accessories, lights). List filters hold
 * prices with VAT; a business customer sees and types them without it (price-filter VAT view).
 */
export const STANDARD_VAT_RATE = STANDARD_VAT_PERCENT / 100;
export { OPEN_PURCHASE_DAYS } from '../../shared/site/shop-contact';

// Shipping, returns and payment, shown on the product page (the spec: shipping and returns from
// 79 kr, 14 days open purchase, same-day dispatch before 07:00, invoice 30 days).
export const SHIPPING_FROM_KR = PARCEL_FEE_ORE / 100;
export const RETURN_COST_MIN_KR = RETURN_FEE_MIN_ORE / 100;
export const HEAVY_FREIGHT_KR = HEAVY_FREIGHT_FEE_ORE / 100;
/** Orders before this time (Norwegian time) leave the warehouse the same weekday. */
export const SAME_DAY_CUTOFF = '07:00';
export const INVOICE_DAYS = 30;

// Search (the spec: debounce 500 ms, 5 results on phones and 10 otherwise, 5 recent searches)
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_RESULTS_PHONE = 5;
export const SEARCH_RESULTS_OTHER = 10;
export const RECENT_SEARCHES_MAX = 5;
export const RECENT_SEARCHES_KEY = 'recentSearches';

/** The generic list that is the spec's vehicle-list page, /l/atv-huset. */
export const VEHICLE_LIST_ALIAS = 'atv-huset';
export const BRANDS_PATH = 'produsent';

// Customer types: the channel configuration names them with their vat flag; PERSON is the
// default (the spec). The chosen type and VAT display are kept in cookies for a year, so a
// reload shows the right prices before IndexedDB has answered.
export const DEFAULT_CUSTOMER_TYPE = 'PERSON';
export const CUSTOMER_TYPE_COOKIE = 'ralph-user-type';
export const VAT_INCLUDED_COOKIE = 'ralph-vat-included';
export const CUSTOMER_TYPE_COOKIE_DAYS = 365;

// Persistence
export const REDUX_PERSIST_KEY = 'ralph';
export const APOLLO_CACHE_KEY_PREFIX = 'apollo-cache-';
export const APOLLO_CACHE_MAX_BYTES = 2 * 1024 * 1024;

/** Contact data shown in the footer and on the customer-service page; labels come from i18n. */
export { SHOP_CONTACT } from '../../shared/site/shop-contact';

export const CUSTOMER_SERVICE_PATH = 'kundetjeneste';
export const FAVOURITES_PATH = 'favoritter';
export const ALL_PRODUCTS_PATH = 'produkter';
/** The checkout (a later step; the mini cart links to it). */
export const CHECKOUT_PATH = 'kassen';
export { PURCHASE_TERMS_PATH } from '../../shared/site/shop-contact';

/** The cart id cookie; the spec names it ralph-cart and keeps it 365 days. */
export const CART_COOKIE = 'ralph-cart';
export { CART_COOKIE_DAYS } from '../../shared/cart/cart-lifetime';
/** The added notification hides after this long (the spec's toast: 5000 ms). */
export const CART_ADDED_TOAST_MS = 5000;

// Accounts (the spec's token and cookie names; issue 15): what the first load needs to know
// who is logged in. The rest (salt, endpoints, lifetimes) is in
// features/account/account-constants.ts, which loads with the account panel.
/** The token's key in local storage (the spec names it apollo-token). */
export const AUTH_TOKEN_KEY = 'apollo-token';
/** Cookies the server sets at login (the spec's names); the client reads the readable ones. */
export const USER_COOKIE = 'ralph-user';
export const USER_MAXAGE_COOKIE = 'ralph-user-maxage';
export const USER_TYPE_COOKIE = 'ralph-user-type';
