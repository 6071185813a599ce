// A package's price, worked out here and nowhere else: the product page, the product cards and
// the cart (which the order is placed from) all take it from packageSellingOre.
import { sellingOre, type CampaignRule } from './pricing-rules.js';

export interface PricedPart {
  /** The part's own regular price, in øre. */
  regularOre: number;
  /** The part's active campaigns. */
  campaigns: readonly CampaignRule[];
  /** Units of the part in one package. */
  quantity: number;
}

/** The parts bought one by one at today's prices, in øre. */
export function partsSellingOre(parts: readonly PricedPart[]): number {
  return parts.reduce((sum, p) => sum + sellingOre(p.regularOre, p.campaigns) * p.quantity, 0);
}

/**
 * A package's selling price: its own price after its campaigns, and never more than its parts
 * cost bought one by one at today's prices (a part on campaign can undercut a package priced
 * against the parts' regular prices). A package without known parts keeps its own price.
 */
export function packageSellingOre(
  regularOre: number,
  campaigns: readonly CampaignRule[],
  parts: readonly PricedPart[],
): number {
  return notAboveParts(
    sellingOre(regularOre, campaigns),
    parts.length === 0 ? null : partsSellingOre(parts),
  );
}

/**
 * The rule itself, for readers that have the selling prices already (the list index, which
 * sorts and filters by them): the package's own selling price, capped by its parts' (null:
 * parts not known).
 */
export function notAboveParts(ownSellingOre: number, partsSellingOre: number | null): number {
  return partsSellingOre === null ? ownSellingOre : Math.min(ownSellingOre, partsSellingOre);
}
