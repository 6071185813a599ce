import type { Queryable } from '../db/types.js';

/** Catalogue tables, children before parents. Languages, channels and markets are kept (upserted). */
export const CATALOGUE_TABLES = [
  'price_history',
  'menu_items',
  'menu_titles',
  'menus',
  'discount_campaign_products',
  'discount_campaign_translations',
  'discount_campaigns',
  'package_parts',
  'product_parameters',
  'skus',
  'product_images',
  'product_categories',
  'product_translations',
  'products',
  'brand_translations',
  'brands',
  'category_translations',
  'categories',
] as const;

/** Derived from the catalogue by refresh_search_index() (server/db/functions/). */
export const SEARCH_TABLES = ['search_terms', 'search_words'] as const;

/**
 * Empties the catalogue. Tables outside it that reference products (carts, orders) are never
 * cascaded into: with such references TRUNCATE refuses and we fall back to DELETE, which fails
 * only when rows really point at the catalogue.
 */
export async function clearCatalogue(tx: Queryable): Promise<void> {
  await tx.exec('SAVEPOINT clear_catalogue');
  try {
    await tx.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')}`);
    await tx.exec('RELEASE SAVEPOINT clear_catalogue');
    return;
  } catch {
    await tx.exec('ROLLBACK TO SAVEPOINT clear_catalogue');
  }
  try {
    for (const table of CATALOGUE_TABLES) await tx.exec(`DELETE FROM ${table}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot replace the catalogue: other data still refers to it (${reason}). Use an empty database.`,
      { cause: error },
    );
  }
}

export async function hasProducts(tx: Queryable): Promise<boolean> {
  const rows = await tx.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM products) AS found',
  );
  return rows[0]?.found === true;
}
