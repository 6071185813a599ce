// A package has no stock of its own: it is sold as often as its parts allow (the cart and the
// order take the parts' skus). The product page, the product cards (through the API) and the
// server's Product.stock all work it out here.
import { availableUnits, packagesOf, type SupplyFigures } from './available.js';

/** One size of a part, in the API's Stock figures. */
export interface SizeStock extends SupplyFigures {
  /** ISO yyyy-mm-dd when more comes in, or null. */
  incoming: string | null;
  /** Units coming in by then (the client's older answers may lack it). */
  incomingQuantity?: number;
}

export interface PackagePart {
  /** Units of the part in one package. */
  quantity: number;
  /** The sizes the part may be bought in: the chosen one, or all of them. */
  sizes: readonly SizeStock[];
}

/** A package's stock, in the same figures as a product's (the API's Stock). */
export interface PackageStock {
  inStock: boolean;
  oversellable: boolean;
  /** Packages from our own shelf (the scarcest part decides). */
  totalStock: number;
  /** Packages more that the supplier's stock allows (delivered as slowly as that part). */
  supplierStock: number;
  static: boolean;
  /** When none can be sold: the date by which every missing part has come in. */
  incoming: string | null;
  /** Packages the incoming units make (the fewest over the missing parts). */
  incomingQuantity: number;
}

interface PartUnits {
  /** Packages our own shelf allows. */
  own: number;
  /** Packages that can be sold at all: own shelf, then the supplier's (availableUnits). */
  sellable: number;
  incoming: string | null;
  incomingUnits: number;
}

/** A part's best size for each figure (before a size is chosen, any size may be the one). */
function partUnits({ quantity, sizes }: PackagePart): PartUnits {
  let own = 0;
  let sellable = 0;
  let incoming: string | null = null;
  let incomingUnits = 0;
  for (const size of sizes) {
    const available = availableUnits(size);
    own = Math.max(own, size.static ? Infinity : packagesOf(size.totalStock, quantity));
    sellable = Math.max(sellable, available === null ? Infinity : packagesOf(available, quantity));
    if (size.incoming !== null && (incoming === null || size.incoming < incoming)) {
      incoming = size.incoming;
      incomingUnits = packagesOf(size.incomingQuantity ?? 0, quantity);
    }
  }
  return { own, sellable, incoming, incomingUnits };
}

/**
 * The stock of a package: as many packages from our shelf as the scarcest part allows, more from
 * the supplier's stock, else the date the last missing part comes in. A part counts with its
 * best size; pass only the chosen size of a part once the shopper has chosen one.
 */
export function packageStock(parts: readonly PackagePart[]): PackageStock {
  // A package without parts is sold as one part of which there is none.
  const units =
    parts.length > 0
      ? parts.map(partUnits)
      : [{ own: 0, sellable: 0, incoming: null, incomingUnits: 0 }];
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
