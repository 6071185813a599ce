import type { GetProductQuery } from '@/graphql/generated/operations';

type ApiHistory = NonNullable<GetProductQuery['product']>['priceHistory'];

export interface PricePointModel {
  /** Epoch milliseconds from when the price applied. */
  at: number;
  incVat: number;
  exVat: number;
  isDiscounted: boolean;
}

/** The product page's price history: 90 days of prices and the Omnibus rule's earlier price. */
export interface PriceHistoryModel {
  from: number;
  until: number;
  points: PricePointModel[];
  /** While a discount is shown: the lowest price of the 30 days before it, formatted. */
  lowestBeforeDiscount: { incVat: string; exVat: string } | null;
}

export function toPriceHistory(history: ApiHistory): PriceHistoryModel {
  const lowest = history.lowestBeforeDiscount;
  return {
    from: Date.parse(history.from),
    until: Date.parse(history.until),
    points: history.points.map((point) => ({
      at: Date.parse(point.at),
      incVat: point.sellingPriceIncVat,
      exVat: point.sellingPriceExVat,
      isDiscounted: point.isDiscounted,
    })),
    lowestBeforeDiscount: lowest
      ? { incVat: lowest.sellingPriceIncVatFormatted, exVat: lowest.sellingPriceExVatFormatted }
      : null,
  };
}

export interface ChartStep {
  /** 0-1 across the chart's width. */
  x0: number;
  x1: number;
  /** The price in the chosen VAT display. */
  price: number;
  isDiscounted: boolean;
}

/** The chart's steps: each price from its time to the next change (or the chart's end). */
export function chartSteps(history: PriceHistoryModel, vatIncluded: boolean): ChartStep[] {
  const span = Math.max(history.until - history.from, 1);
  const position = (at: number) => Math.min(Math.max((at - history.from) / span, 0), 1);
  return history.points.map((point, index) => ({
    x0: position(point.at),
    x1: position(history.points[index + 1]?.at ?? history.until),
    price: vatIncluded ? point.incVat : point.exVat,
    isDiscounted: point.isDiscounted,
  }));
}
