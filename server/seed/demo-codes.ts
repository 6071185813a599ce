// The demo shop's gift cards and promo codes (the README, the e2e tests and the checkout tests
// use them). They belong to the seed, which builds the demo shop, and never to a migration: a
// real database is migrated but not seeded, and must not hold codes anyone can read here.
import type { Queryable } from '../db/types.js';

type PromoRow = [
  code: string,
  kind: 'percentage' | 'fixed' | 'free_shipping',
  percentage: number | null,
  amountOre: number | null,
  minOrderOre: number,
  startsAt: string,
  endsAt: string,
];

const DEMO_PROMOS: readonly PromoRow[] = [
  ['VELKOMMEN10', 'percentage', 10, null, 0, '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z'],
  ['FRAKTFRI', 'free_shipping', null, null, 0, '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z'],
  ['SOMMER200', 'fixed', null, 20000, 150000, '2024-01-01T00:00:00Z', '2035-12-31T23:59:59Z'],
  ['BLACKWEEK23', 'percentage', 25, null, 0, '2023-11-20T00:00:00Z', '2023-11-27T23:59:59Z'],
];

type GiftCardRow = [code: string, initialOre: number, balanceOre: number, expiresAt: string];

const DEMO_GIFT_CARDS: readonly GiftCardRow[] = [
  ['GAVE-0500-DEMO', 50000, 50000, '2035-12-31T23:59:59Z'],
  ['GAVE-2000-DEMO', 200000, 200000, '2035-12-31T23:59:59Z'],
  ['GAVE-TOMT-DEMO', 30000, 0, '2035-12-31T23:59:59Z'],
  ['GAVE-GAMMEL-DEMO', 50000, 50000, '2023-12-31T23:59:59Z'],
];

export const DEMO_PROMO_CODES: readonly string[] = DEMO_PROMOS.map(([code]) => code);
export const DEMO_GIFT_CARD_CODES: readonly string[] = DEMO_GIFT_CARDS.map(([code]) => code);

/** Adds the demo codes; codes already there (and their spent balances) are left as they are. */
export async function writeDemoCodes(tx: Queryable): Promise<void> {
  for (const row of DEMO_PROMOS)
    await tx.query(
      `INSERT INTO promo_codes (code, kind, percentage, amount_ore, min_order_ore, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
      row,
    );
  for (const row of DEMO_GIFT_CARDS)
    await tx.query(
      `INSERT INTO gift_cards (code, initial_ore, balance_ore, expires_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING`,
      row,
    );
}
