// How many products one productsByIds call may ask for: the cap of a shopper's favourites too,
// so the client never keeps more favourites than one call can show (shared with src/).

/** At most this many ids per call: 100 products resolve in one batch of a few queries. */
export const MAX_PRODUCT_IDS = 100;

export type ProductIdsProblem =
  | { code: 'TOO_MANY_PRODUCT_IDS'; details: { max: number; count: number } }
  | { code: 'INVALID_PRODUCT_ID'; details: { id: number } };

/** What is wrong with a list of product ids, or null when it may be asked for as it is. */
export function productIdsProblem(ids: readonly number[]): ProductIdsProblem | null {
  if (ids.length > MAX_PRODUCT_IDS)
    return { code: 'TOO_MANY_PRODUCT_IDS', details: { max: MAX_PRODUCT_IDS, count: ids.length } };
  const bad = ids.find((id) => !Number.isSafeInteger(id) || id < 1);
  return bad === undefined ? null : { code: 'INVALID_PRODUCT_ID', details: { id: bad } };
}
