import type { SkuModel } from './sku-model';
import { stockTone, type StockInput, type StockState } from './stock-state';

export type SizesStock =
  /** Some sizes are on our shelf: say how many, not a count or delivery time of the whole. */
  | { kind: 'sizes'; inStock: number; total: number; tone: 'ok' | 'low' }
  /** None is on our shelf: the product's state (supplier, incoming, order goods, sold out). */
  | { kind: 'state'; state: StockState };

const onShelf = (figures: StockInput) => figures.static || figures.totalStock > 0;

/**
 * What a product with several sizes says about its stock before a size is chosen: stock and
 * delivery time belong to a size, so only a neutral summary (the spec's stock states are per size).
 */
export function sizesStock(skus: readonly SkuModel[], product: StockState): SizesStock {
  const shelf = skus.filter((sku) => onShelf(sku.figures));
  // Few left of every size on the shelf: the same tone as their dots in the size picker.
  const tone = shelf.some((sku) => stockTone(sku.stock) === 'ok') ? 'ok' : 'low';
  if (shelf.length > 0) return { kind: 'sizes', inStock: shelf.length, total: skus.length, tone };
  return { kind: 'state', state: product };
}
