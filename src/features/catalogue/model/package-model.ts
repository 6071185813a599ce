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
  /** Summed over the part's sizes: what counts before a size is chosen. */
  figures: StockInput;
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
    figures: product.stock,
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

const RANK: Partial<Record<StockState['kind'], number>> = {
  out: 0,
  'out-total': 0,
  incoming: 1,
  oversellable: 2,
  supplier: 2,
};

/**
 * A package's stock is limited by its parts: as many packages as the scarcest part allows
 * from our shelf; short of that, the slowest part decides (supplier, incoming, out).
 */
export function packageStock(
  parts: readonly PackagePartModel[],
  chosen: readonly (number | null)[],
): StockState {
  const figures = parts.map(
    (part, index) => partSku(part, chosen[index] ?? null)?.figures ?? part.figures,
  );
  const units = figures.map((f, index) =>
    f.static ? Infinity : Math.floor(f.totalStock / (parts[index]?.quantity ?? 1)),
  );
  const own = Math.min(...units);
  if (own >= 1) {
    const isStatic = own === Infinity;
    return stockState({
      inStock: true,
      oversellable: false,
      totalStock: isStatic ? 0 : own,
      supplierStock: 0,
      static: isStatic,
      incoming: null,
    });
  }
  const short = figures
    .filter((_, index) => (units[index] ?? 0) < 1)
    .map((f) => stockState({ ...f, totalStock: 0 }, 'sku'));
  const latest = (state: StockState) => (state.kind === 'incoming' ? state.date : '');
  return short.reduce((worst, state) => {
    const rank = RANK[state.kind] ?? 3;
    const worstRank = RANK[worst.kind] ?? 3;
    if (rank !== worstRank) return rank < worstRank ? state : worst;
    return latest(state) > latest(worst) ? state : worst;
  });
}
