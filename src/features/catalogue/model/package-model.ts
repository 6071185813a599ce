import type { PriceValues } from '@/components/ui/price';
import type { GetProductQuery } from '@/graphql/generated/operations';
import { toImageData, type ImageData } from '@/lib/images/image-sources';
import { toPriceValues } from '@/lib/price/to-price-values';
import { toSku, type SkuModel } from './sku-model';
import { stockState, type StockInput, type StockState } from './stock-state';

type ApiPart = NonNullable<GetProductQuery['product']>['packageParts'][number];

export interface PackagePartModel {
  id: number;
  name: string;
  url: string;
  brand: string;
  image: ImageData | null;
  price: PriceValues;
  amount: { incVat: number; exVat: number };
  quantity: number;
  skus: SkuModel[];
}

export function toPackagePart({ quantity, product }: ApiPart): PackagePartModel {
  const image = product.images[0];
  return {
    id: product.productId,
    name: product.name,
    url: product.canonicalUrl,
    brand: product.brand.name,
    image: image ? toImageData(image) : null,
    price: toPriceValues(product.unitPrice),
    amount: {
      incVat: product.unitPrice.sellingPriceIncVat,
      exVat: product.unitPrice.sellingPriceExVat,
    },
    quantity,
    skus: product.skus.map(toSku),
  };
}

/** The size used for a part: the chosen one, or its only one. */
export function partSku(part: PackagePartModel, chosenId: number | null): SkuModel | null {
  if (part.skus.length === 1) return part.skus[0] ?? null;
  return part.skus.find((sku) => sku.id === chosenId) ?? null;
}

/** The parts bought one by one. */
export function partsTotal(parts: readonly PackagePartModel[]): { incVat: number; exVat: number } {
  return parts.reduce(
    (sum, part) => ({
      incVat: sum.incVat + part.amount.incVat * part.quantity,
      exVat: sum.exVat + part.amount.exVat * part.quantity,
    }),
    { incVat: 0, exVat: 0 },
  );
}

/**
 * What the package saves against its parts bought one by one at today's prices, in kroner;
 * null when it saves nothing (a package dearer than its parts is no deal, and is not shown as one).
 */
export function packageSaving(separately: number, price: number): number | null {
  const ore = Math.round(separately * 100) - Math.round(price * 100);
  return ore > 0 ? ore / 100 : null;
}

interface PartUnits {
  /** Packages our own shelf allows. */
  own: number;
  /** Packages that can be sold at all: own shelf, then the supplier's (as the cart counts). */
  sellable: number;
  incoming: string | null;
}

const packagesOf = (units: number, quantity: number) =>
  Math.floor(Math.max(units, 0) / Math.max(quantity, 1));

/** A part's best size for each figure (before a size is chosen, any size may be the one). */
function partUnits(quantity: number, sizes: readonly StockInput[]): PartUnits {
  let own = 0;
  let sellable = 0;
  let incoming: string | null = null;
  for (const f of sizes) {
    own = Math.max(own, f.static ? Infinity : packagesOf(f.totalStock, quantity));
    sellable = Math.max(
      sellable,
      f.static || f.oversellable ? Infinity : packagesOf(f.totalStock + f.supplierStock, quantity),
    );
    if (f.incoming !== null && (incoming === null || f.incoming < incoming)) incoming = f.incoming;
  }
  return { own, sellable, incoming };
}

/**
 * A package's stock figures, the same as the server's package stock (server/services/
 * package-stock.ts): as many packages from our shelf as the scarcest part allows, more from the
 * supplier's stock (delivered as slowly as that part), else the date the last missing part comes.
 * Parts whose size is not chosen yet count with their best size.
 */
export function packageFigures(
  parts: readonly PackagePartModel[],
  chosen: readonly (number | null)[],
): StockInput {
  const units = parts.map((part, index) => {
    const sku = partSku(part, chosen[index] ?? null);
    return partUnits(
      part.quantity,
      (sku ? [sku] : part.skus).map((s) => s.figures),
    );
  });
  const own = units.length > 0 ? Math.min(...units.map((u) => u.own)) : 0;
  const sellable = units.length > 0 ? Math.min(...units.map((u) => u.sellable)) : 0;
  const isStatic = own === Infinity;
  const oversellable = !isStatic && sellable === Infinity;
  const blocked = units.filter((u) => u.sellable < 1);
  const incoming =
    blocked.length > 0 && blocked.every((u) => u.incoming !== null)
      ? blocked.reduce((latest, u) => (u.incoming && u.incoming > latest ? u.incoming : latest), '')
      : null;
  const totalStock = isStatic ? 0 : own;
  return {
    inStock: totalStock > 0 || isStatic || oversellable,
    oversellable,
    totalStock,
    supplierStock: sellable === Infinity ? 0 : sellable - own,
    static: isStatic,
    incoming,
  };
}

/** The package's stock state; a package has no sizes, so sold out is "out of stock total". */
export function packageStock(
  parts: readonly PackagePartModel[],
  chosen: readonly (number | null)[],
): StockState {
  return stockState(packageFigures(parts, chosen), 'product');
}
