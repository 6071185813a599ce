import { discountedOre, sellingOre } from '../catalogue/pricing-rules.js';
import type { CampaignInfo, PriceBreak } from './model.js';

export interface LinePrice {
  sellingUnitOre: number;
  sellingTotalOre: number;
  applied: CampaignInfo[];
  breakdown: PriceBreak[];
}

/** Free units of a buy-X-pay-Y campaign for a quantity (buy 4 pay 3, 9 units: 2 free). */
export function freeUnits(quantity: number, campaign: CampaignInfo): number {
  const buy = campaign.buyQuantity ?? 0;
  const pay = campaign.payQuantity ?? 0;
  if (campaign.kind !== 'buy_x_pay_y' || buy <= 0 || pay < 0 || pay >= buy) return 0;
  return Math.floor(quantity / buy) * (buy - pay);
}

/**
 * The best price for a line: the best unit campaign (the catalogue's sellingOre) or a
 * buy-X-pay-Y campaign counted on the line's quantity, whichever costs the shopper less. Campaigns
 * never stack.
 */
export function priceLine(
  regularUnitOre: number,
  quantity: number,
  campaigns: readonly CampaignInfo[],
): LinePrice {
  const unitOre = sellingOre(regularUnitOre, campaigns);
  let best: LinePrice = {
    sellingUnitOre: unitOre,
    sellingTotalOre: unitOre * quantity,
    applied: campaigns.filter(
      (c) => unitOre < regularUnitOre && discountedOre(regularUnitOre, c) === unitOre,
    ),
    breakdown: [{ unitOre, quantity }],
  };
  for (const campaign of campaigns) {
    const free = freeUnits(quantity, campaign);
    const total = regularUnitOre * (quantity - free);
    if (free === 0 || total >= best.sellingTotalOre) continue;
    best = {
      sellingUnitOre: regularUnitOre,
      sellingTotalOre: total,
      applied: [campaign],
      breakdown: [
        { unitOre: regularUnitOre, quantity: quantity - free },
        { unitOre: 0, quantity: free },
      ],
    };
  }
  if (best.applied.length > 1) best.applied = best.applied.slice(0, 1);
  return best;
}

/**
 * Unit prices of a package's parts that add up to the package price: the package price is shared
 * by the parts' regular prices, and the rounding rest goes to a part sold one per package.
 */
export function allocatePackage(
  packageOre: number,
  parts: readonly { regularUnitOre: number; quantity: number }[],
): number[] {
  const regularSum = parts.reduce((sum, p) => sum + p.regularUnitOre * p.quantity, 0);
  const units = parts.map((p) =>
    regularSum > 0
      ? Math.floor((packageOre * p.regularUnitOre) / regularSum)
      : parts.indexOf(p) === 0
        ? Math.floor(packageOre / Math.max(p.quantity, 1))
        : 0,
  );
  let rest = packageOre - units.reduce((sum, u, i) => sum + u * (parts[i]?.quantity ?? 0), 0);
  const order = parts
    .map((p, i) => ({ i, quantity: p.quantity }))
    .sort((a, b) => a.quantity - b.quantity);
  for (const { i, quantity } of order) {
    if (rest <= 0 || quantity <= 0) break;
    const add = Math.floor(rest / quantity);
    units[i] = (units[i] ?? 0) + add;
    rest -= add * quantity;
  }
  return units;
}
