import { packageSellingOre } from '../catalogue/package-price.js';
import { effectiveShipping } from '../shipping/options.js';
import { allocatePackage, priceLine } from './line-price.js';
import type { CampaignInfo, CartLine, PromoState, SummaryModel } from './model.js';
import { packagesAllowed } from '../../shared/stock/available.js';
import { availableUnits, maxQuantity, type SkuSupply } from './quantity-rules.js';
import { computeSummary, type PromoRule } from './summary.js';
import type { SkuRow } from '../catalogue/stock-rules.js';
import {
  BASE_PRICING,
  marketCountry,
  marketOre,
  type MarketPricing,
} from '../site/market-rules.js';
import {
  lineInMarket,
  promoInMarket,
  shippingInMarket,
  thresholdInMarket,
} from './market-money.js';

export interface LineFacts {
  skuId: number;
  productId: number;
  groupKey: string;
  quantity: number;
  packageId: number | null;
  packageCount: number | null;
  partQuantity: number | null;
  priceOre: number;
  vatRate: number;
  isHeavy: boolean;
  supply: SkuSupply;
  packagePriceOre: number | null;
  /** The size as the cart shows it (name, stock); absent in carts priced from bare facts. */
  sku?: SkuRow;
}

export interface PriceCartInput {
  lines: readonly LineFacts[];
  /** Active campaigns by product id: of plain lines, of packages and of package parts. */
  campaigns: ReadonlyMap<number, readonly CampaignInfo[]>;
  promo: PromoRule | null;
  /** In the cart's currency (the market's). */
  giftCardBalanceOre: number | null;
  shippingOptionId: string | null;
  /** The market the cart is priced in (default: the base market, prices as stored). */
  market?: MarketPricing;
}

function plainLine(
  f: LineFacts,
  campaigns: readonly CampaignInfo[],
  market: MarketPricing,
): CartLine {
  const price = lineInMarket(priceLine(f.priceOre, f.quantity, campaigns), market);
  return {
    ...base(f, market),
    sellingUnitOre: price.sellingUnitOre,
    sellingTotalOre: price.sellingTotalOre,
    campaigns: price.applied,
    breakdown: price.breakdown,
    maxQuantity: maxQuantity(f.supply),
  };
}

function base(f: LineFacts, market: MarketPricing) {
  const regularUnitOre = marketOre(f.priceOre, market);
  return {
    skuId: f.skuId,
    productId: f.productId,
    quantity: f.quantity,
    groupKey: f.groupKey,
    packageId: f.packageId,
    packageCount: f.packageCount,
    partQuantity: f.partQuantity,
    vatRate: f.vatRate,
    isHeavy: f.isHeavy,
    regularUnitOre,
    regularTotalOre: regularUnitOre * f.quantity,
    sku: f.sku,
  };
}

/**
 * A package's parts share the package's price (packageSellingOre: its campaign price, never above
 * the parts' own selling prices), spread by their regular prices.
 */
function packageLines(
  parts: readonly LineFacts[],
  campaigns: readonly CampaignInfo[],
  partCampaigns: ReadonlyMap<number, readonly CampaignInfo[]>,
  market: MarketPricing,
): CartLine[] {
  const first = parts[0];
  const baseRegular = first?.packagePriceOre ?? 0;
  const regular = marketOre(baseRegular, market);
  const baseSelling = packageSellingOre(
    baseRegular,
    campaigns,
    parts.map((p) => ({
      regularOre: p.priceOre,
      campaigns: partCampaigns.get(p.productId) ?? [],
      quantity: p.partQuantity ?? 1,
    })),
  );
  // Converted as the catalogue converts the package's price, then shared out in that currency.
  const selling = marketOre(baseSelling, market);
  const units = allocatePackage(
    selling,
    parts.map((p) => ({
      regularUnitOre: marketOre(p.priceOre, market),
      quantity: p.partQuantity ?? 1,
    })),
  );
  const maxPackages = packagesAllowed(
    parts.map((p) => ({ perPackage: p.partQuantity ?? 1, available: availableUnits(p.supply) })),
  );
  return parts.map((p, i) => {
    const unitOre = units[i] ?? 0;
    return {
      ...base(p, market),
      sellingUnitOre: unitOre,
      sellingTotalOre: unitOre * p.quantity,
      campaigns: selling < regular ? [...campaigns] : [],
      breakdown: [{ unitOre, quantity: p.quantity }],
      maxQuantity: maxPackages,
    };
  });
}

/** Prices every line and the summary: the one place cart money is computed. */
export function priceCart(input: PriceCartInput): {
  lines: CartLine[];
  summary: SummaryModel;
  promo: PromoState | null;
} {
  const market = input.market ?? BASE_PRICING;
  const lines: CartLine[] = [];
  const done = new Set<string>();
  for (const facts of input.lines) {
    if (facts.groupKey === '') {
      lines.push(plainLine(facts, input.campaigns.get(facts.productId) ?? [], market));
    } else if (!done.has(facts.groupKey)) {
      done.add(facts.groupKey);
      const parts = input.lines.filter((l) => l.groupKey === facts.groupKey);
      lines.push(
        ...packageLines(
          parts,
          input.campaigns.get(facts.packageId ?? 0) ?? [],
          input.campaigns,
          market,
        ),
      );
    }
  }
  const hasHeavy = lines.some((l) => l.isHeavy);
  const shipping = effectiveShipping(input.shippingOptionId, hasHeavy, marketCountry(market));
  const { summary, promo } = computeSummary({
    lines,
    promo: promoInMarket(input.promo, market),
    shipping: {
      option: shippingInMarket(shipping.option, market),
      isDefault: shipping.isDefault,
      thresholdOre: thresholdInMarket(market),
    },
    giftCardBalanceOre: input.giftCardBalanceOre,
  });
  return { lines, summary, promo };
}
