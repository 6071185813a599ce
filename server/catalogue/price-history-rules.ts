// What the product page shows of a product's price history (price_history, migration 0018):
// the chart's points over the last 90 days and, while a discount is shown, the lowest selling
// price of the 30 days before it began (the EU Omnibus rule on announced price reductions).
// Pure: the rows in, the figures out.
import { notAboveParts } from './package-price.js';

export const CHART_DAYS = 90;
export const OMNIBUS_DAYS = 30;
/** Days of rows a view reads: a discount may have begun before the chart's window. */
export const HISTORY_READ_DAYS = CHART_DAYS + OMNIBUS_DAYS;
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

/**
 * The rows with the price shown now appended (at `now`) when the last recorded one differs:
 * a campaign's start is recorded by housekeeping up to a minute late, and the figure must
 * follow the price the shopper sees, not the recorder's delay.
 */
export function withShownPrice(
  rows: readonly PriceChange[],
  now: number,
  shown: { regularOre: number; sellingOre: number },
): PriceChange[] {
  const sorted = rows.filter((row) => row.at <= now).sort((a, b) => a.at - b.at);
  const last = sorted.at(-1);
  if (last?.regularOre === shown.regularOre && last.sellingOre === shown.sellingOre) return sorted;
  return [...sorted, { at: now, regularOre: shown.regularOre, sellingOre: shown.sellingOre }];
}

/** The Omnibus figure (lowest selling price of the 30 days before the discount shown now). */
export function lowestBeforeDiscountOre(
  rows: readonly PriceChange[],
  now: number,
  shown: { regularOre: number; sellingOre: number },
): number | null {
  if (shown.sellingOre >= shown.regularOre) return null;
  return priceHistoryView(withShownPrice(rows, now, shown), now).lowestBeforeDiscountOre;
}

export interface PartHistory {
  quantity: number;
  /** The part's own recorded prices (any order). */
  rows: readonly PriceChange[];
}

/**
 * A package's price over time as its page showed it: at every moment its own selling price
 * capped by its parts' (package-price.ts notAboveParts, the one home of the rule), from the
 * package's own rows and its parts' rows. A moment at which a part had no price yet leaves the
 * package at its own price, as the shop does for a part it cannot read.
 */
export function packageHistory(
  own: readonly PriceChange[],
  parts: readonly PartHistory[],
): PriceChange[] {
  const ownSorted = [...own].sort((a, b) => a.at - b.at);
  if (parts.length === 0) return ownSorted;
  const sortedParts = parts.map((part) => ({
    quantity: part.quantity,
    rows: [...part.rows].sort((a, b) => a.at - b.at),
  }));
  const times = new Set<number>(ownSorted.map((row) => row.at));
  for (const part of sortedParts) for (const row of part.rows) times.add(row.at);
  const out: PriceChange[] = [];
  for (const at of [...times].sort((a, b) => a - b)) {
    const mine = priceAt(ownSorted, at);
    if (!mine) continue;
    let partsOre: number | null = 0;
    for (const part of sortedParts) {
      const price = priceAt(part.rows, at);
      if (!price) {
        partsOre = null;
        break;
      }
      partsOre += price.sellingOre * part.quantity;
    }
    const sellingOre = notAboveParts(mine.sellingOre, partsOre);
    const last = out.at(-1);
    if (last?.regularOre === mine.regularOre && last.sellingOre === sellingOre) continue;
    out.push({ at, regularOre: mine.regularOre, sellingOre });
  }
  return out;
}
