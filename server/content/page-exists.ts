import type { Queryable } from '../db/types.js';
import { checkPage } from './content-address.js';
import { hasPublishedPage } from './content-store.js';

/**
 * Has the storefront a page at `path`? False for a catch-all alias no published content page
 * has (and for addresses no screen takes), so the server answers them with a real 404.
 */
export async function pageExists(db: Queryable, path: string): Promise<boolean> {
  const page = checkPage(path);
  if (page.kind === 'app') return true;
  if (page.kind === 'missing') return false;
  return hasPublishedPage(db, page.languageId, page.alias);
}
