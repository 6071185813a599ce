import type { Rng } from './prng.js';

/** The sku-level stock states of the spec (a product is "out of stock total" when all its skus are 'out'). */
export const STOCK_STATES = [
  'many',
  'some',
  'few',
  'out',
  'supplier',
  'oversellable',
  'static',
  'incoming',
] as const;
export type StockState = (typeof STOCK_STATES)[number];

export interface SkuStock {
  stock: number;
  supplierStock: number;
  oversellable: boolean;
  isStatic: boolean;
  /** yyyy-mm-dd */
  incomingDate: string | null;
  incomingQuantity: number;
}

const WEIGHTS: readonly (readonly [StockState, number])[] = [
  ['many', 64],
  ['some', 7],
  ['few', 9],
  ['out', 4],
  ['supplier', 7],
  ['oversellable', 3],
  ['static', 2],
  ['incoming', 4],
];

export function drawStockState(rng: Rng): StockState {
  return rng.weighted(WEIGHTS);
}

const DAY_MS = 86_400_000;

/** Stock figures for a state; incoming dates lie 5-60 days after `today`. */
export function stockFor(rng: Rng, state: StockState, today: Date): SkuStock {
  const base: SkuStock = {
    stock: 0,
    supplierStock: 0,
    oversellable: false,
    isStatic: false,
    incomingDate: null,
    incomingQuantity: 0,
  };
  switch (state) {
    case 'many':
      return {
        ...base,
        stock: rng.int(9, 140),
        supplierStock: rng.chance(0.4) ? rng.int(5, 200) : 0,
      };
    case 'some':
      return { ...base, stock: rng.int(4, 8) };
    case 'few':
      return { ...base, stock: rng.int(1, 3), supplierStock: rng.chance(0.3) ? rng.int(2, 30) : 0 };
    case 'out':
      return base;
    case 'supplier':
      return { ...base, supplierStock: rng.int(2, 60) };
    case 'oversellable':
      return { ...base, oversellable: true };
    case 'static':
      return { ...base, isStatic: true };
    case 'incoming': {
      const date = new Date(today.getTime() + rng.int(5, 60) * DAY_MS);
      return {
        ...base,
        incomingDate: date.toISOString().slice(0, 10),
        incomingQuantity: rng.int(5, 60),
      };
    }
  }
}

/** The state a sku is in, from its figures (what a shopper would be told). */
export function classifyStock(sku: SkuStock): StockState {
  if (sku.isStatic) return 'static';
  if (sku.stock >= 9) return 'many';
  if (sku.stock >= 4) return 'some';
  if (sku.stock >= 1) return 'few';
  if (sku.oversellable) return 'oversellable';
  if (sku.supplierStock > 0) return 'supplier';
  if (sku.incomingDate) return 'incoming';
  return 'out';
}
