// The rules of server-side favourites, pure: what a batch of changes may be and how many
// favourites an account keeps (the device's limit, MAX_PRODUCT_IDS in the storefront).

export const MAX_FAVOURITES = 100;
export const MAX_CHANGES = 100;
/** Removals an account's rows remember (each outranks an older add that comes late). */
export const MAX_REMOVALS_KEPT = 200;

export interface FavouriteChange {
  productId: number;
  kind: 'add' | 'remove';
  changedAt: number;
}

/** The changes to apply (the newest per product), or why the batch is refused. */
export function checkChanges(
  changes: readonly FavouriteChange[],
  nowMs: number,
): { ok: true; value: FavouriteChange[] } | { ok: false; field: string } {
  if (changes.length > MAX_CHANGES) return { ok: false, field: 'changes' };
  const newest = new Map<number, FavouriteChange>();
  for (const change of changes) {
    if (
      !Number.isInteger(change.productId) ||
      change.productId < 1 ||
      change.productId > 2 ** 31 - 1
    )
      return { ok: false, field: 'productId' };
    if (!Number.isFinite(change.changedAt) || change.changedAt < 0)
      return { ok: false, field: 'changedAt' };
    // A device clock ahead of the server's cannot pin a change forever.
    const at = Math.min(change.changedAt, nowMs);
    const seen = newest.get(change.productId);
    if (!seen || at >= seen.changedAt) newest.set(change.productId, { ...change, changedAt: at });
  }
  return { ok: true, value: [...newest.values()] };
}
