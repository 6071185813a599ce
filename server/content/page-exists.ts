import { catalogueEntryExists, type CatalogueAddressDeps } from './catalogue-address.js';
import { checkPage } from './content-address.js';
import { hasPublishedPage } from './content-store.js';

/**
 * Has the storefront a page at `path`? False for a catch-all alias no published content page
 * has, for a product, category, brand, campaign or list nobody sells (and for addresses no
 * screen takes), so the server answers them with a real 404.
 */
export async function pageExists(deps: CatalogueAddressDeps, path: string): Promise<boolean> {
  const page = checkPage(path);
  switch (page.kind) {
    case 'app':
      return true;
    case 'missing':
      return false;
    case 'content':
      return hasPublishedPage(deps.db, page.languageId, page.alias);
    case 'catalogue':
      return catalogueEntryExists(deps, page.entry, page.languageId, page.alias);
  }
}
