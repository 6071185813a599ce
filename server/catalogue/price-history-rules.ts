// What the product page shows of a product's price history (price_history, migration 0018):
// the chart's points over the last 90 days and, while a discount is shown, the lowest selling
// price of the 30 days before it began (the EU Omnibus rule on announced price reductions).
// Pure: the rows in, the figures out.

export const CHART_DAYS = 90;
export const OMNIBUS_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PriceChange {
  /** Epoch milliseconds from when the price applied. */
  at: number;
  regularOre: number;
  sellingOre: number;
}

export interface PriceHistoryView {
  from: number;
  until: number;
  points: PriceChange[];
  discountStartedAt: number | null;
  /** Lowest selling price in the OMNIBUS_DAYS before the discount began. */
  lowestBeforeDiscountOre: number | null;
}

const discounted = (row: PriceChange) => row.sellingOre < row.regularOre;

/** The price in effect at `at`: the last change at or before it (rows oldest first). */
export function priceAt(rows: readonly PriceChange[], at: number): PriceChange | null {
  let found: PriceChange | null = null;
  for (const row of rows) {
    if (row.at > at) break;
    found = row;
  }
  return found;
}

/**
 * When the reduction shown now began: the first change of the unbroken run of discounted
 * prices that ends with the current one (a deeper cut within a sale keeps the sale's start).
 */
export function discountStart(rows: readonly PriceChange[], now: number): number | null {
  const current = priceAt(rows, now);
  if (!current || !discounted(current)) return null;
  let index = rows.indexOf(current);
  for (let previous = rows[index - 1]; previous && discounted(previous); previous = rows[index - 1])
    index--;
  return rows[index]?.at ?? current.at;
}

/**
 * The lowest selling price that applied at any moment of the OMNIBUS_DAYS before `start`; null
 * when nothing is known of that time (the product was not sold yet).
 */
export function lowestBefore(rows: readonly PriceChange[], start: number): number | null {
  const windowStart = start - OMNIBUS_DAYS * DAY_MS;
  let lowest: number | null = priceAt(rows, windowStart)?.sellingOre ?? null;
  for (const row of rows)
    if (row.at > windowStart && row.at < start)
      lowest = lowest === null ? row.sellingOre : Math.min(lowest, row.sellingOre);
  return lowest;
}

/** The chart and the Omnibus figure from a product's rows (any order) as of `now`. */
export function priceHistoryView(rows: readonly PriceChange[], now: number): PriceHistoryView {
  const sorted = rows.filter((row) => row.at <= now).sort((a, b) => a.at - b.at);
  const from = now - CHART_DAYS * DAY_MS;
  const before = priceAt(sorted, from);
  const points = [
    ...(before ? [{ ...before, at: from }] : []),
    ...sorted.filter((row) => row.at > from),
  ];
  const started = discountStart(sorted, now);
  return {
    from,
    until: now,
    points,
    discountStartedAt: started,
    lowestBeforeDiscountOre: started === null ? null : lowestBefore(sorted, started),
  };
}
