import { API_KEY, GRAPHQL_URI, IMAGE_BASE } from '@/config/constants';

type CacheEntry = string | [string, RequestInit];

/**
 * What this page loaded before the worker controlled it (a first visit): catalogue and site
 * GraphQL GETs and images. The worker's own routes decide which of them are cached
 * (sw/rules.ts), so the cart or anything personal is never stored this way.
 */
export function requestsToWarm(
  resources: readonly { name: string }[],
  origin: string,
): CacheEntry[] {
  const seen = new Set<string>();
  const entries: CacheEntry[] = [];
  for (const { name } of resources) {
    if (seen.has(name)) continue;
    seen.add(name);
    const url = new URL(name, origin);
    if (url.origin !== origin) continue;
    if (url.pathname === GRAPHQL_URI && url.searchParams.has('operationName')) {
      entries.push([url.href, { headers: { 'X-Api-Key': API_KEY } }]);
    } else if (url.pathname.startsWith(`${IMAGE_BASE}/`)) {
      entries.push(url.href);
    }
  }
  return entries;
}
