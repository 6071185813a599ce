import { buildBrands } from './build-brands.js';
import { buildCategories } from './build-categories.js';
import type { BrandRow, CategoryRow } from './model.js';
import { createRng, deriveSeed, type Rng } from './prng.js';
import { createNameRegister, type NameRegister } from './unique-name.js';

/** Shared state while generating: lookups, uniqueness registers and id counters. */
export interface CatalogueContext {
  seed: number;
  today: Date;
  categories: CategoryRow[];
  brands: BrandRow[];
  categoryByKey: Map<string, CategoryRow>;
  categoryById: Map<number, CategoryRow>;
  brandByName: Map<string, BrandRow>;
  brandById: Map<number, BrandRow>;
  /** Product alias (either language) → product id: one alias never names two products. */
  aliases: Map<string, number>;
  articles: Set<string>;
  /** Product names (either language): no two products share one. */
  names: NameRegister;
  nextSkuId: number;
  rng(salt: string): Rng;
}

export function createContext(seed: number, today: Date): CatalogueContext {
  const categories = buildCategories();
  const brands = buildBrands();
  return {
    seed,
    today,
    categories,
    brands,
    categoryByKey: new Map(categories.map((c) => [c.key, c])),
    categoryById: new Map(categories.map((c) => [c.id, c])),
    brandByName: new Map(brands.map((b) => [b.name, b])),
    brandById: new Map(brands.map((b) => [b.id, b])),
    aliases: new Map(),
    articles: new Set(),
    names: createNameRegister(),
    nextSkuId: 1,
    rng: (salt) => createRng(deriveSeed(seed, salt)),
  };
}
