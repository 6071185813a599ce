import { normaliseSearch } from './recent-searches';

/** The search route for a text (the spec: Enter goes to it): "s/{text}", the text URL-encoded. */
export function searchPath(text: string): string {
  return `s/${encodeURIComponent(normaliseSearch(text))}`;
}
