/** The product or package alias of a matched route: the last non-empty segment. */
export function aliasFromParams(
  params: Readonly<Record<string, string | undefined>>,
): string | null {
  const source = params.alias ?? params['*'] ?? '';
  const segments = source.split('/').filter(Boolean);
  return segments.at(-1) ?? null;
}

/** The 1-based page of a list from its ?page= parameter; anything odd reads as page 1. */
export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The same URL for another page: page 1 drops the parameter so each page has one address. */
export function hrefForPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
