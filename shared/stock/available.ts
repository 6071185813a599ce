// What can be sold of one size (sku): the rule the cart enforces on the server and the product
// page and cart apply in the client before asking.
import { QUANTITY_THRESHOLD } from '../validation/quantity.js';

/** A size's stock as far as selling it is concerned (the API's Stock carries these fields). */
export interface SupplyFigures {
  /** Units on the shop's own shelf (below zero after a backorder). */
  totalStock: number;
  /** Units the supplier can send. */
  supplierStock: number;
  /** Always there (a service, a gift card): no count applies. */
  static: boolean;
  /** May be ordered beyond stock and delivered later. */
  oversellable: boolean;
}

/** Units that can be sold now: own stock first, then the supplier's; null = no limit. */
export function availableUnits(figures: SupplyFigures): number | null {
  if (figures.static || figures.oversellable) return null;
  return Math.max(figures.totalStock, 0) + Math.max(figures.supplierStock, 0);
}

/** Whether the cart takes at least one unit now (goods only incoming cannot be added yet). */
export function canSell(figures: SupplyFigures): boolean {
  const available = availableUnits(figures);
  return available === null || available > 0;
}

/** Whole packages `units` make when one package takes `perPackage` of them. */
export function packagesOf(units: number, perPackage: number): number {
  return Math.floor(Math.max(units, 0) / Math.max(perPackage, 1));
}

/**
 * The most packages one package group may hold: as many as the scarcest part's available units
 * make, and no more than the quantity threshold (which counts packages, not their units).
 */
export function packagesAllowed(
  parts: readonly { perPackage: number; available: number | null }[],
): number {
  return Math.min(
    QUANTITY_THRESHOLD,
    ...parts.map((p) => (p.available === null ? Infinity : packagesOf(p.available, p.perPackage))),
  );
}
