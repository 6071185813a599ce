// Does a catalogue address name something the shop sells? The server's answer to a first visit
// of /p/…, /c/…, /b/…, /dc/… or /l/… (server/content/page-exists.ts): 404 for a product,
// category, brand, campaign or list nobody has, so a crawler or a shared dead link is told so
// and does not index the SPA's "page not found" as a page. It finds exactly what the screens'
// loaders find (src/routes/product-loader.ts, resolve-category.ts, list-context.ts), in either
// language, so no page a shopper can open ever answers 404.
//
// Who may call: anyone (it is the navigation of a public page). Cost: a lookup in the
// in-memory catalogue snapshot (categories, brands) or one indexed query by alias (products,
// campaigns, lists), parameterised; an alias longer than any the shop writes costs nothing.
// Bad input: any such alias is simply not found.
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import { listByAlias } from '../search/list-store.js';
import { campaignByAlias } from '../catalogue/campaign-store.js';
import type { CatalogueStore } from '../catalogue/catalogue-store.js';
import { productIdByAlias } from '../catalogue/product-row-store.js';

/** The catalogue screens a deep address can name, by its first segment. */
export const CATALOGUE_PREFIXES = {
  p: 'product',
  pp: 'product',
  product: 'product',
  c: 'category',
  b: 'brand',
  dc: 'campaign',
  l: 'list',
} as const;

export type CatalogueEntry = (typeof CATALOGUE_PREFIXES)[keyof typeof CATALOGUE_PREFIXES];

export const isCataloguePrefix = (segment: string): segment is keyof typeof CATALOGUE_PREFIXES =>
  Object.hasOwn(CATALOGUE_PREFIXES, segment);

/** Longer than any alias the catalogue writes (they are slugs of names). */
export const CATALOGUE_ALIAS_MAX_LENGTH = 300;

export interface CatalogueAddressDeps {
  db: Queryable;
  catalogue: CatalogueStore;
}

/** Is there a published `entry` with this alias (the address's last segment) in any language? */
export async function catalogueEntryExists(
  { db, catalogue }: CatalogueAddressDeps,
  entry: CatalogueEntry,
  languageId: LanguageId,
  alias: string,
): Promise<boolean> {
  if (!alias || alias.length > CATALOGUE_ALIAS_MAX_LENGTH) return false;
  // Control characters are in no alias (and PostgreSQL refuses NUL in text: a 500).
  for (let i = 0; i < alias.length; i++) {
    const code = alias.charCodeAt(i);
    if (code < 32 || code === 127) return false;
  }
  switch (entry) {
    case 'product':
      return (await productIdByAlias(db, languageId, alias)) !== null;
    case 'category':
      return (await catalogue.snapshot(languageId)).categoryIdByAlias.has(alias);
    case 'brand':
      return (await catalogue.snapshot(languageId)).brandByAlias.has(alias);
    case 'campaign':
      return (await campaignByAlias(db, languageId, alias)) !== null;
    case 'list':
      // /l/{alias} shows a category, brand or campaign of that alias too (listPageInfo's LIST
      // falls back to them: search/list-page-info.ts).
      return (
        (await listByAlias(db, languageId, alias)) !== null ||
        (await catalogueEntryExists({ db, catalogue }, 'category', languageId, alias)) ||
        (await catalogueEntryExists({ db, catalogue }, 'brand', languageId, alias)) ||
        (await catalogueEntryExists({ db, catalogue }, 'campaign', languageId, alias))
      );
  }
}
