// Realistic, varied catalogue requests: what shoppers of an ATV, trailer and lights shop type.
import type { Db } from '../../server/db/types.js';
import { VEHICLES } from '../../server/vehicles/vehicle-models.js';
import { browserRequest, type BrowserRequest } from '../browser-request.js';
import { post, shuffled } from './timing.js';

/** A storefront request of the catalogue workload, before it is addressed to a shop. */
export interface CatalogueRequest {
  /** The storefront operation's name (its .graphql file under src/features). */
  operation: string;
  variables: Record<string, unknown>;
  languageId: number;
  /** What the answer cache keys it by: the same key, the same answer. */
  key: string;
}

const request = (
  operation: string,
  variables: Record<string, unknown>,
  languageId = 1,
): CatalogueRequest => ({
  operation,
  variables,
  languageId,
  key: `${operation} ${languageId} ${JSON.stringify(variables)}`,
});

/** The requests as the storefront's browser on a page of `origin` sends them. */
export const asBrowser = (
  origin: string,
  requests: readonly CatalogueRequest[],
): BrowserRequest[] =>
  requests.map((r) =>
    browserRequest(r.operation, r.variables, { origin, languageId: r.languageId }),
  );

// The search panel's result count on a computer (SEARCH_RESULTS_OTHER), the list pages' page
// size (LIST_PAGE_SIZE) and the suggestion count (use-search.ts), as the storefront asks.
const PANEL_RESULTS = 10;
export const PAGE_SIZE = 24;
const SUGGESTIONS = 5;

/** Reads a list's facets, to build faceted requests from (not measured). */
const FACETS = `query BenchFacets($filter: FilterInputType) {
  products(filter: $filter) {
    facets {
      categories { id parentId count } brands { id count } skus { value count }
      price { min max } parameters { name values { value count } }
    }
  }
}`;

const BOKMAL = `vinsj|vinsj 3000|vinsj 4500 lb|warn vinsj|arbeidslys|led arbeidslys|arbeidslys 12v|
bremseklosser|bremsekloss|bremseklosser polaris|ebc bremseklosser|bremseskive|kulekobling|
kulekobling knott|lysbar|led lysbar|lysbar 20|støtdemper|støtdempere bak|hjullager|hjullagre|
hjullagersett foran|polaris sportsman 570|can-am outlander|yamaha grizzly|honda rancher|
cfmoto cforce 520|tennplugg|ngk tennplugg|oljefilter|luftfilter|k&n luftfilter|drivrem|
drivaksel|batteri|batteri 12 v|yuasa batteri|dekk|maxxis dekk|itp felg|plogblad|plogfeste|
vinsjtau|syntetisk vinsjtau|vinsjfeste|kimpex|warn|moose utility|tusk|tilhengerlys|
baklys tilhenger|støttehjul|koblingshode|stikkontakt 13 pin|adapter 7 13|presenning|
spennbånd|spennreim|lys|led|ekstralys|fjernlys|speil|bagasjeboks|kofanger|skjerm|håndtak|
varmehåndtak|setetrekk|girolje|motorolje|kjede|tannhjul|clutch|variator|polaros|bremsekloser|
vinsh|arbeidlys|stotdemper|tilhenger|hengerfeste|lyspære h4|lykt|ryggelys|hella|osram|
philips lyspære|brenderup|al-ko|westfalia|knott|rigid|baja designs|vision x|lazer`;

const NYNORSK = `vinsj|arbeidslys|bremseklossar|støytdempar|hjullager|kulekopling|lysbar|tilhengarlys|
støttehjul|presenning|batteri|dekk|plogblad|vinsjtau|lyspære|spennband`;

const words = (list: string) =>
  list
    .split('|')
    .map((w) => w.trim())
    .filter(Boolean);

export interface SearchText {
  text: string;
  languageId: number;
}

export async function searchTexts(db: Db): Promise<SearchText[]> {
  const articles = await db.query<{ article: string }>(
    'SELECT article_number AS article FROM products ORDER BY md5(id::text) LIMIT 30',
  );
  return [
    ...words(BOKMAL).map((text) => ({ text, languageId: 1 })),
    ...words(NYNORSK).map((text) => ({ text, languageId: 2 })),
    ...articles.map((a) => ({ text: a.article, languageId: 1 })),
  ];
}

/**
 * Pairs of the shop's words nobody searched for in this run (not in `taken`): texts the server
 * has never seen, for the cold figures and searchRps's never-seen half.
 */
export function unseenTexts(
  texts: readonly SearchText[],
  count: number,
  taken: ReadonlySet<string>,
): SearchText[] {
  const vocabulary = [...new Set(words(BOKMAL).flatMap((text) => text.split(' ')))].filter(
    (word) => word.length > 2,
  );
  const out: SearchText[] = [];
  const used = new Set([...taken, ...texts.map((t) => t.text)]);
  // Word pairs, then the pairs with a word shoppers add (about 60,000 texts in all).
  for (const suffix of ['', ' bak', ' foran', ' sett', ' 12v', ' svart']) {
    for (let step = 1; step < vocabulary.length; step++) {
      for (const [i, word] of vocabulary.entries()) {
        const text = `${word} ${vocabulary[(i + step) % vocabulary.length] ?? ''}${suffix}`;
        if (used.has(text)) continue;
        used.add(text);
        out.push({ text, languageId: 1 });
        if (out.length === count) return out;
      }
    }
  }
  return out;
}

/**
 * One request per text, the first the shop gets for that text: the results panel (every other
 * text) or page 1 of the search page with its facets (24 cards), as the storefront asks.
 */
export function searchRequests(texts: readonly SearchText[]): CatalogueRequest[] {
  return texts.map(({ text, languageId }, i) =>
    i % 2 === 0
      ? request(
          'SearchPreview',
          { filter: { searchText: text, pageSize: PANEL_RESULTS } },
          languageId,
        )
      : searchPage(text, languageId),
  );
}

/** Page 1 of the search page for `text`: 24 cards and the facets, as the storefront asks. */
export const searchPage = (text: string, languageId = 1, page = 1): CatalogueRequest =>
  request(
    'GetProducts',
    { filter: { searchText: text, page, pageSize: PAGE_SIZE }, withFacets: true },
    languageId,
  );

/** Prefixes as typed: "v", "vi", "vin", … of every text. */
export function suggestRequests(texts: readonly SearchText[], count: number): CatalogueRequest[] {
  const seen = new Set<string>();
  const requests: CatalogueRequest[] = [];
  for (const { text, languageId } of texts) {
    for (let length = 2; length <= text.length; length++) {
      const prefix = text.slice(0, length);
      if (prefix.endsWith(' ') || seen.has(`${languageId}${prefix}`)) continue;
      seen.add(`${languageId}${prefix}`);
      requests.push(
        request('GetSearchSuggestions', { text: prefix, limit: SUGGESTIONS }, languageId),
      );
    }
  }
  return shuffled(requests).slice(0, count);
}

/**
 * Each item, and after each a repeat of one already sent, popular ones (early in the list)
 * more often: a shop's mix of first-time and repeated requests, about half and half.
 */
export function withRepeats<T>(items: readonly T[], seed = 11): T[] {
  const out: T[] = [];
  let state = seed;
  for (const [i, item] of items.entries()) {
    out.push(item);
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const u = state / 2 ** 31;
    const earlier = items[Math.floor(u * u * (i + 1))];
    if (earlier !== undefined) out.push(earlier);
  }
  return out;
}

interface Facets {
  categories: { id: number; parentId: number | null; count: number }[];
  brands: { id: number; count: number }[];
  skus: { value: string; count: number }[];
  price: { min: number; max: number };
  parameters: { name: string; values: { value: string; count: number }[] }[];
}

const SORTS = ['POPULARITY', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'NAME_ASC', 'DISCOUNT'];

/**
 * Faceted lists with three filters each (brand, price range, and a parameter, size or
 * subcategory), a sort and a page, on every category page and on all products, with the page's
 * 24 cards and facet counts, as the storefront's list page asks (src/lib/list-query). The filter
 * values come from each list's own facets, read first (not measured).
 */
export async function facetedRequests(url: string, count: number): Promise<CatalogueRequest[]> {
  const { categories } = (await post(url, {
    query: '{ categories { categoryId productCount } }',
    variables: {},
  })) as { categories: { categoryId: number; productCount: number }[] };
  const contexts = [
    null,
    ...categories.filter((c) => c.productCount > 40).map((c) => c.categoryId),
  ];
  const requests: CatalogueRequest[] = [];
  for (const [i, categoryId] of contexts.entries()) {
    const base = categoryId === null ? {} : { categoryId };
    const { products } = (await post(url, { query: FACETS, variables: { filter: base } })) as {
      products: { facets: Facets };
    };
    const f = products.facets;
    const third = [
      ...f.parameters
        .slice(0, 3)
        .map((p) => ({ parameters: [{ name: p.name, values: [p.values[0]?.value ?? ''] }] })),
      ...f.skus
        .filter((s) => s.value !== 'Standard')
        .slice(0, 1)
        .map((s) => ({ skus: [s.value] })),
      ...f.categories
        .filter((c) => c.id !== categoryId && c.parentId !== null)
        .slice(0, 2)
        .map((c) => ({ categories: [c.id] })),
    ];
    const brands = [...f.brands].sort((a, b) => b.count - a.count).slice(0, 4);
    const span = f.price.max - f.price.min;
    for (const [j, brand] of brands.entries()) {
      for (const [k, extra] of third.slice(0, 2).entries()) {
        // toFilterInput's order: the page's context, page and size, then the selections.
        const filter = {
          ...base,
          page: 1 + ((i + k) % 2),
          pageSize: PAGE_SIZE,
          ...('categories' in extra ? extra : {}),
          brands: j % 2 === 0 ? [brand.id] : brands.slice(0, 2).map((b) => b.id),
          ...('skus' in extra ? extra : {}),
          price: {
            min: Math.floor(f.price.min + span * 0.05 * k),
            max: Math.ceil(f.price.max - span * 0.1 * j),
          },
          ...('parameters' in extra ? extra : {}),
          sort: SORTS[(i + j + k) % SORTS.length],
        };
        requests.push(request('GetProducts', { filter, withFacets: true }));
      }
    }
  }
  return shuffled(requests).slice(0, count);
}

/**
 * fitListP50Ms/P95Ms: lists narrowed by the shopper's vehicle (the vehicle selector's "fits my
 * vehicle", issue 16), each a category page (or all products) with the vehicle, a brand or no
 * facet, a sort, 24 cards and every facet count, as the storefront's list page asks
 * (src/lib/list-query/filter-input.ts: the vehicle after the facets, then the sort). Every
 * request is distinct, so each is a first time (cold). The vehicles are the selector's models
 * over their years; the brands come from each list's own facets (read first, not measured).
 */
export async function fitRequests(url: string, count: number): Promise<CatalogueRequest[]> {
  const { categories } = (await post(url, {
    query: '{ categories { categoryId productCount } }',
    variables: {},
  })) as { categories: { categoryId: number; productCount: number }[] };
  const contexts = [
    null,
    ...categories.filter((c) => c.productCount > 40).map((c) => c.categoryId),
  ];
  const requests = new Map<string, CatalogueRequest>();
  for (const [i, categoryId] of contexts.entries()) {
    const base = categoryId === null ? {} : { categoryId };
    const { products } = (await post(url, { query: FACETS, variables: { filter: base } })) as {
      products: { facets: Facets };
    };
    const brands = [...products.facets.brands].sort((a, b) => b.count - a.count).slice(0, 2);
    for (const [j, brand] of [null, ...brands].entries()) {
      const model = VEHICLES[(i * 7 + j * 3) % VEHICLES.length];
      if (!model) continue;
      const year = model.from + ((i + j) % (model.to - model.from + 1));
      const filter = {
        ...base,
        page: 1,
        pageSize: PAGE_SIZE,
        ...(brand ? { brands: [brand.id] } : {}),
        vehicle: { manufacturer: model.make, year, model: model.model },
        sort: SORTS[(i + j) % SORTS.length],
      };
      const next = request('GetProducts', { filter, withFacets: true });
      requests.set(next.key, next);
    }
  }
  return shuffled([...requests.values()]).slice(0, count);
}
