import { normaliseSearch } from './recent-searches';

/** The search route for a text (spec section 4): "s/{text}", the text URL-encoded. */
export function searchPath(text: string): string {
  return `s/${encodeURIComponent(normaliseSearch(text))}`;
}
