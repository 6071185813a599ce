import { createTtlMemo } from '../cache/registry.js';
import type { TtlMemo } from '../cache/ttl-memo.js';
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import { loadBrands, type BrandNode } from './brand-store.js';
import { categoryAliases, loadCategories, type CategoryNode } from './category-store.js';

/** The small, hot part of the catalogue (category tree, brands), held in memory per language. */
export interface CatalogueSnapshot {
  categories: CategoryNode[];
  categoryById: Map<number, CategoryNode>;
  categoryIdByAlias: Map<string, number>;
  brands: BrandNode[];
  brandById: Map<number, BrandNode>;
  brandByAlias: Map<string, BrandNode>;
}

export class CatalogueStore {
  readonly #memo: TtlMemo<LanguageId, CatalogueSnapshot>;

  constructor(
    private readonly db: Queryable,
    ttlMs?: number,
  ) {
    this.#memo = createTtlMemo('catalogue-snapshots', ttlMs);
  }

  snapshot(languageId: LanguageId): Promise<CatalogueSnapshot> {
    return this.#memo.get(languageId, () => this.#load(languageId));
  }

  /** Forgets every snapshot (the catalogue changed: catalogue-freshness.ts). */
  clear(): void {
    this.#memo.clear();
  }

  /** The snapshot if one is loaded (for resolvers that can then answer without awaiting). */
  peek(languageId: LanguageId): CatalogueSnapshot | undefined {
    return this.#memo.peek(languageId);
  }

  async #load(languageId: LanguageId): Promise<CatalogueSnapshot> {
    const categories = await loadCategories(this.db, languageId);
    const categoryIdByAlias = await categoryAliases(this.db, languageId);
    const brands = await loadBrands(this.db, languageId);
    return {
      categories,
      categoryById: new Map(categories.map((c) => [c.id, c])),
      categoryIdByAlias,
      brands,
      brandById: new Map(brands.map((b) => [b.id, b])),
      brandByAlias: new Map(brands.map((b) => [b.alias, b])),
    };
  }
}
