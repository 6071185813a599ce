// A package has no stock of its own: it is sold as often as its parts allow. The rule is
// shared/stock/package-stock.ts, the one the client runs too; this reads the parts' sku rows.
import type { Stock } from '../generated/resolvers.js';
import { packageStock } from '../../shared/stock/package-stock.js';
import { stockOf, type SkuRow } from './stock-rules.js';

export interface PackagePartStock {
  /** Units of the part in one package. */
  quantity: number;
  /** The sizes the part may be bought in (the chosen one, or all of them). */
  skus: readonly SkuRow[];
}

/** The stock of a package from its parts' sku rows (shared/stock/package-stock.ts). */
export function packageStockOf(parts: readonly PackagePartStock[]): Stock {
  return packageStock(
    parts.map(({ quantity, skus }) => ({ quantity, sizes: skus.map((sku) => stockOf([sku])) })),
  );
}
