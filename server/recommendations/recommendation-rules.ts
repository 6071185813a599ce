import { ShopError } from '../errors/shop-error.js';

/** Products shown when the call names no limit: one row of cards on a wide product page. */
export const DEFAULT_LIMIT = 8;
/** A product page's section and the cart panel show far fewer; 24 caps what a call may cost. */
export const MAX_LIMIT = 24;
/**
 * "Others also bought" names a product only when this many different buyers (e-mail addresses)
 * bought it with the one asked about: below it the answer would tell anyone what one shopper
 * (whose one product they know) bought besides, and a few cheap orders could steer the box.
 */
export const MIN_CO_BUYERS = 3;
/** A cart holds at most 50 lines (CART_TOO_MANY_ITEMS), so its products fit one call. */
export const MAX_PRODUCT_IDS = 50;

export interface RecommendationRequest {
  /** Distinct, in the order asked. */
  productIds: number[];
  limit: number;
}

/** The call's arguments, checked: a clear error for what the caller can fix, never a guess. */
export function recommendationRequest(
  productIds: readonly number[],
  limit: number | null | undefined,
): RecommendationRequest {
  if (productIds.length > MAX_PRODUCT_IDS)
    throw new ShopError('TOO_MANY_PRODUCT_IDS', `At most ${MAX_PRODUCT_IDS} product ids`, {
      max: MAX_PRODUCT_IDS,
      count: productIds.length,
    });
  const bad = productIds.find((id) => !Number.isSafeInteger(id) || id < 1);
  if (bad !== undefined)
    throw new ShopError('INVALID_PRODUCT_ID', `Invalid product id ${bad}`, { id: bad });
  const wanted = limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > MAX_LIMIT)
    throw new ShopError('INVALID_LIMIT', `limit must be 1 to ${MAX_LIMIT}`, {
      min: 1,
      max: MAX_LIMIT,
    });
  return { productIds: [...new Set(productIds)], limit: wanted };
}

/**
 * Ids in order of preference, without the excluded ones and repeats, as long as `keep` allows:
 * the candidates of "also bought" and "popular" pass through this one gate.
 */
export function pickIds(
  candidates: Iterable<number>,
  excluded: ReadonlySet<number>,
  limit: number,
  keep: (id: number) => boolean = () => true,
): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  for (const id of candidates) {
    if (out.length >= limit) break;
    if (excluded.has(id) || seen.has(id)) continue;
    seen.add(id);
    if (keep(id)) out.push(id);
  }
  return out;
}
