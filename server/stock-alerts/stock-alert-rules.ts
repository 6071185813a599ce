// When a back-in-stock sign-up may be made and when it is due: the shop's one rule of what can
// be sold (shared/stock), applied to a size or, for a package, to its parts in their best sizes.
import { canSell, type SupplyFigures } from '../../shared/stock/available.js';
import { packageStock, type PackagePart } from '../../shared/stock/package-stock.js';

export type Target =
  { kind: 'sku'; figures: SupplyFigures } | { kind: 'package'; parts: PackagePart[] };

/** Whether the size or package can be bought now (a sign-up is then refused, or due). */
export function isSellable(target: Target): boolean {
  return target.kind === 'sku' ? canSell(target.figures) : canSell(packageStock(target.parts));
}
