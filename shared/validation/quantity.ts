// The quantity rules the shopper's client applies before asking (shared with it, like the other
// validators): the server refuses exactly the same (server/cart/quantity-rules.ts).

/** Most units of one line, or packages of one package group (the spec's quantity threshold). */
export const QUANTITY_THRESHOLD = 50;

/**
 * The quantity a line gets when the shopper changed it from `expected` to `requested` while it
 * held `current` (a change made offline or on a stale view): the shopper's step applied to what
 * it holds now. Without `expected` the requested quantity stands. Only an explicit 0 removes:
 * a step down on a line that shrank meanwhile leaves at least 1.
 */
export function quantityAfterChange(
  current: number,
  requested: number,
  expected: number | null | undefined,
): number {
  if (expected === null || expected === undefined || requested === 0) return requested;
  if (expected === current) return requested;
  return Math.max(1, current + requested - expected);
}
