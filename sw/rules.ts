/**
 * Which runtime cache (if any) a request belongs to. Pure functions of the request's method
 * and URL, so they are unit-tested without a worker. Anything not named here goes to the
 * network untouched: the cart, checkout, orders, customers and auth are never cached.
 */
export type RuntimeCacheKind = 'catalogue' | 'content' | 'widgets' | 'images';

/** Catalogue queries: network first with a short timeout, then the cached answer. */
export const CATALOGUE_OPERATIONS: ReadonlySet<string> = new Set([
  'GetBrands',
  'GetCategories',
  // The favourites page: a list of product ids, the same public data as GetProducts.
  'GetFavouriteProducts',
  'GetListPageInfo',
  'GetProduct',
  'GetProducts',
  // Reviews and answered questions (issue 16): public, and readable offline once seen.
  'GetProductQuestions',
  'GetProductReviews',
  'GetReviewProvider',
  'GetShopReviewSummary',
  'GetShopReviews',
  // Recommendations (others also bought, popular in the category): public catalogue data about
  // the products in the variables, so the ones a shopper has seen show offline too.
  'GetRecommendations',
  'GetSearchSuggestions',
  'SearchPreview',
]);

/** The site's frame (menus, channel settings): stale while revalidate. */
export const WIDGET_OPERATIONS: ReadonlySet<string> = new Set([
  'GetMenuAtLocation',
  'GetChannelConfiguration',
]);

/**
 * Widget areas (the front page, content pages: shipping and return terms): network first with a
 * short timeout, then the cached answer, like the catalogue. Stale while revalidate showed a
 * page an editor had published only one visit later (the app's own refresh got the cached
 * answer too). Kept in the widgets cache.
 */
export const CONTENT_OPERATIONS: ReadonlySet<string> = new Set(['GetWidgetArea']);

/** A second guard on top of the allowlists: a name like this is never cached. */
const PERSONAL_OPERATION = /cart|checkout|order|customer|account|auth|login|logout|user|address/i;

const IMAGE_PATH = /^\/images\/([^/]+)\/(\d+x\d+)\/([^/]+)$/;

export interface RequestFacts {
  method: string;
  url: URL;
  /** True when the request carries credentials of its own (an Authorization header). */
  hasAuthorization?: boolean;
}

export function graphqlOperationName(url: URL): string | null {
  if (url.pathname !== '/graphql') return null;
  return url.searchParams.get('operationName');
}

export function runtimeCacheKind({
  method,
  url,
  hasAuthorization = false,
}: RequestFacts): RuntimeCacheKind | null {
  if (method !== 'GET' || hasAuthorization) return null;
  if (IMAGE_PATH.test(url.pathname)) return 'images';
  const operation = graphqlOperationName(url);
  if (!operation || PERSONAL_OPERATION.test(operation)) return null;
  if (CATALOGUE_OPERATIONS.has(operation)) return 'catalogue';
  if (WIDGET_OPERATIONS.has(operation)) return 'widgets';
  if (CONTENT_OPERATIONS.has(operation)) return 'content';
  return null;
}

/**
 * One cache key for both forms of an automatic-persisted-query GET (the hash alone, and the
 * retry with the full query text): offline, Apollo asks with the hash alone first.
 */
export function graphqlCacheKey(url: URL): string {
  const key = new URL(url.href);
  key.searchParams.delete('query');
  key.searchParams.sort();
  return key.href;
}

/** GraphQL answers errors with status 200; only a clean answer may be cached. */
export function isCacheableGraphqlBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  return data !== undefined && data !== null && (errors === undefined || errors === null);
}

export interface ImageAddress {
  type: string;
  width: number;
  height: number;
  file: string;
}

/** /images/{type}/{W}x{H}/{file}, the shape the API's image sizes use. */
export function parseImagePath(pathname: string): ImageAddress | null {
  const match = IMAGE_PATH.exec(pathname);
  if (!match) return null;
  const [, type = '', size = '', file = ''] = match;
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { type, width, height, file };
}

/**
 * The best cached size of the same image to show instead of a missing one: the smallest that
 * is at least as wide as asked, else the widest there is. Null when no size is cached.
 */
export function pickImageStandIn(wanted: URL, cached: readonly URL[]): URL | null {
  const target = parseImagePath(wanted.pathname);
  if (!target) return null;
  const sameImage = cached
    .map((url) => ({ url, address: parseImagePath(url.pathname) }))
    .filter(
      (entry): entry is { url: URL; address: ImageAddress } =>
        entry.address !== null &&
        entry.url.origin === wanted.origin &&
        entry.address.type === target.type &&
        entry.address.file === target.file,
    )
    .sort((a, b) => a.address.width - b.address.width);
  const larger = sameImage.find((entry) => entry.address.width >= target.width);
  return (larger ?? sameImage.at(-1))?.url ?? null;
}
