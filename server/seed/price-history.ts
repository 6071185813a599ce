import { discountedOre } from '../catalogue/pricing-rules.js';
import type { CampaignRow, PricePoint, ProductRow } from './model.js';
import { shopPriceOre } from './prices.js';
import type { Rng } from './prng.js';

// The demo's price history (price_history, migration 0018): what the database's triggers would
// have recorded over the 90 days before the seed's day. About a third of the products had their
// regular price changed once in that time (mostly raised, some lowered; never during a campaign
// of the product's), and every campaign a product is in shows where it began, and ended for the
// one that ran out. Deterministic: the
// same seed and day give the same rows.

export const HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

interface RegularChange {
  at: number;
  before: number;
}

function regularChange(rng: Rng, priceOre: number, today: number): RegularChange | null {
  if (!rng.chance(0.3)) return null;
  const daysAgo = rng.int(10, 80);
  const factor = rng.chance(0.7) ? 0.88 + rng.next() * 0.08 : 1.04 + rng.next() * 0.08;
  const before = shopPriceOre((priceOre * factor) / 100);
  if (before === priceOre || before <= 0) return null;
  return { at: today - daysAgo * DAY_MS + 6 * 3_600_000, before };
}

/** The product's price rows, oldest first; the last one is its price on the seed's day. */
export function priceHistoryFor(
  rng: Rng,
  product: Pick<ProductRow, 'priceOre' | 'createdAt' | 'campaignIds'>,
  campaigns: ReadonlyMap<number, CampaignRow>,
  today: Date,
): PricePoint[] {
  const end = today.getTime();
  const start = Math.max(product.createdAt.getTime(), end - HISTORY_DAYS * DAY_MS);
  const drawn = regularChange(rng, product.priceOre, end);
  const own = product.campaignIds
    .map((id) => campaigns.get(id))
    .filter((c): c is CampaignRow => c !== undefined)
    .map((c) => ({ rule: c, from: Date.parse(c.startsAt), to: Date.parse(c.endsAt) }));
  // A shop changes a regular price between sales, not in the middle of one: a change inside a
  // campaign made the page say "Før 4 349" beside a 30-day lowest of 4 549 from before it.
  const change = drawn && !own.some((c) => c.from <= drawn.at && drawn.at < c.to) ? drawn : null;
  const times = new Set<number>([start]);
  if (change && change.at > start) times.add(change.at);
  for (const c of own) {
    if (c.from > start && c.from <= end) times.add(c.from);
    if (c.to > start && c.to <= end) times.add(c.to);
  }
  const points: PricePoint[] = [];
  for (const at of [...times].sort((a, b) => a - b)) {
    const regularOre = change && at < change.at ? change.before : product.priceOre;
    let sellingOre = regularOre;
    for (const c of own)
      if (c.from <= at && at < c.to)
        sellingOre = Math.min(sellingOre, discountedOre(regularOre, c.rule));
    const last = points.at(-1);
    if (last?.regularOre === regularOre && last.sellingOre === sellingOre) continue;
    points.push({ at: new Date(at), regularOre, sellingOre });
  }
  return points;
}
