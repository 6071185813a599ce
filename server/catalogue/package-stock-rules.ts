// A package has no stock of its own: it is sold as often as its parts allow (the cart and the
// order take the parts' skus). The client mirrors this in src/features/catalogue/model/package-model.ts.
import type { Stock } from '../generated/resolvers.js';
import { stockOf, type SkuRow } from './stock-rules.js';

export interface PackagePartStock {
  /** Units of the part in one package. */
  quantity: number;
  /** The sizes the part may be bought in (the chosen one, or all of them). */
  skus: readonly SkuRow[];
}

interface PartUnits {
  /** Packages our own shelf allows. */
  own: number;
  /** Packages that can be sold at all: own shelf, then the supplier's (cart-rules availableUnits). */
  sellable: number;
  incoming: string | null;
  incomingUnits: number;
}

const packagesOf = (units: number, quantity: number) =>
  Math.floor(Math.max(units, 0) / Math.max(quantity, 1));

/** The part's best size for each figure: the default configuration takes the size with most stock. */
function partUnits({ quantity, skus }: PackagePartStock): PartUnits {
  let own = 0;
  let sellable = 0;
  let incoming: string | null = null;
  let incomingUnits = 0;
  for (const sku of skus) {
    const stock = stockOf([sku]);
    const unlimited = stock.static || stock.oversellable;
    own = Math.max(own, stock.static ? Infinity : packagesOf(stock.totalStock, quantity));
    sellable = Math.max(
      sellable,
      unlimited ? Infinity : packagesOf(stock.totalStock + stock.supplierStock, quantity),
    );
    if (stock.incoming !== null && (incoming === null || stock.incoming < incoming)) {
      incoming = stock.incoming;
      incomingUnits = packagesOf(stock.incomingQuantity, quantity);
    }
  }
  return { own, sellable, incoming, incomingUnits };
}

/**
 * The stock of a package, in the same figures as a product's: `totalStock` packages from our own
 * shelf (the scarcest part decides), `supplierStock` more that the supplier's stock allows (they
 * are delivered as slowly as that part), and, when none can be sold, the date by which every
 * missing part has come in (the latest of them).
 */
export function packageStockOf(parts: readonly PackagePartStock[]): Stock {
  const units = parts.map(partUnits);
  if (units.length === 0)
    return {
      inStock: false,
      oversellable: false,
      totalStock: 0,
      supplierStock: 0,
      static: false,
      incoming: null,
      incomingQuantity: 0,
    };
  const own = Math.min(...units.map((u) => u.own));
  const sellable = Math.min(...units.map((u) => u.sellable));
  const isStatic = own === Infinity;
  const oversellable = !isStatic && sellable === Infinity;
  const blocked = units.filter((u) => u.sellable < 1);
  const waitsForAll = blocked.length > 0 && blocked.every((u) => u.incoming !== null);
  const incoming = waitsForAll
    ? blocked.reduce<string>(
        (latest, u) => (u.incoming && u.incoming > latest ? u.incoming : latest),
        '',
      )
    : null;
  const totalStock = isStatic ? 0 : own;
  return {
    inStock: totalStock > 0 || isStatic || oversellable,
    oversellable,
    totalStock,
    supplierStock: sellable === Infinity ? 0 : sellable - own,
    static: isStatic,
    incoming,
    incomingQuantity: waitsForAll ? Math.min(...blocked.map((u) => u.incomingUnits)) : 0,
  };
}
