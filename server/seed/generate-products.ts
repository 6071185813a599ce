import { assembleProduct } from './assemble-product.js';
import { campaignsFor } from './campaigns.js';
import type { CatalogueContext } from './catalogue-context.js';
import { PART_TYPES } from './data/part-types.js';
import type { ProductRow } from './model.js';
import { isVehicleMake, type PartType } from './part-type.js';
import { shopPriceOre } from './prices.js';
import { STOCK_STATES, type StockState } from './stock.js';

const TYPE_WEIGHTS = PART_TYPES.map((type) => [type, type.share] as const);

/** Every 53rd product gets one state on all its skus, so even a small catalogue shows each state. */
function forcedState(index: number): StockState | null {
  return index % 53 === 11
    ? (STOCK_STATES[Math.floor(index / 53) % STOCK_STATES.length] ?? null)
    : null;
}

function brandOf(
  ctx: CatalogueContext,
  type: PartType,
  pick: (brands: readonly (readonly [string, number])[]) => string,
) {
  // Aftermarket makers dominate; each vehicle make sells a few original parts.
  const name = pick(type.brands.map((brand) => [brand, isVehicleMake(brand) ? 1 : 5] as const));
  const brand = ctx.brandByName.get(name);
  if (!brand) throw new Error(`Part type ${type.key} names unknown brand ${name}`);
  return brand;
}

/** Ordinary (non-package) products with ids 1..count, generated lazily so 100 000 fit in memory. */
export function* generateProducts(ctx: CatalogueContext, count: number): Generator<ProductRow> {
  const rng = ctx.rng('products');
  for (let index = 0; index < count; index++) {
    const type = rng.weighted(TYPE_WEIGHTS);
    const category = ctx.categoryByKey.get(type.category);
    if (!category) throw new Error(`Part type ${type.key} names unknown category ${type.category}`);
    const brand = brandOf(ctx, type, (items) => rng.weighted(items));
    const variant = type.build(rng, brand.name);
    const priceOre = shopPriceOre(variant.priceKr);
    yield assembleProduct(ctx, rng, {
      id: index + 1,
      typeKey: type.key,
      drawing: type.drawing,
      brand,
      category,
      name: variant.name,
      intro: variant.intro,
      params: variant.params,
      sizes: variant.sizes ?? [],
      priceOre,
      grams: variant.grams,
      heavy: variant.heavy ?? false,
      isPackage: false,
      forcedState: forcedState(index),
      campaignIds: campaignsFor(rng, type.key, priceOre),
    });
  }
}
