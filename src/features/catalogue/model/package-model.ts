import type { PriceValues } from '@/components/ui/price';
import type { GetProductQuery } from '@/graphql/generated/operations';
import { toImageData, type ImageData } from '@/lib/images/image-sources';
import { toPriceValues } from '@/lib/price/to-price-values';
import { toSku, type SkuModel } from './sku-model';
import { packageStock as sharedPackageStock, type PackageStock } from '@shared/stock/package-stock';
import { stockState, type StockState } from './stock-state';

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

/**
 * A package's stock figures, the same rule as the server's Product.stock (shared/stock/
 * package-stock.ts): parts whose size is not chosen yet count with their best size.
 */
export function packageFigures(
  parts: readonly PackagePartModel[],
  chosen: readonly (number | null)[],
): PackageStock {
  return sharedPackageStock(
    parts.map((part, index) => {
      const sku = partSku(part, chosen[index] ?? null);
      return { quantity: part.quantity, sizes: (sku ? [sku] : part.skus).map((s) => s.figures) };
    }),
  );
}

/** The package's stock state; a package has no sizes, so sold out is "out of stock total". */
export function packageStock(
  parts: readonly PackagePartModel[],
  chosen: readonly (number | null)[],
): StockState {
  return stockState(packageFigures(parts, chosen), 'product');
}
