import type { DocumentNode } from 'graphql';
import { filterOperationVariables } from '@apollo/client/link/utils';
import {
  addTypenameToDocument,
  getDefaultValues,
  getOperationDefinition,
  getOperationName,
  print,
} from '@apollo/client/utilities';
import {
  GetCategoriesDocument,
  GetChannelConfigurationDocument,
  GetListPageInfoDocument,
  GetMenuAtLocationDocument,
  GetProductDocument,
  GetProductsDocument,
  GetWidgetAreaDocument,
} from '@/graphql/generated/operations';
import {
  API_KEY,
  BREAKPOINT_TABLET_PX,
  CHANNEL_ID,
  GRAPHQL_URI,
  IMAGE_BASE,
  MARKET_ID,
} from '@/config/constants';
import { LANGUAGE_IDS, LOCALE_PREFIX, type Locale } from '@/i18n/locale';
import { FRONT_PAGE_AREA } from '@/features/widgets/front-page-area';
import { CARD_IMAGE_SIZES } from '@/features/catalogue/components/card-image';
import type { ShellRoutePlan } from './bootstrap';

/** What the app shell asks before the bundle runs: one catalogue query as Apollo sends it. */
export interface ShellRequest {
  operationName: string;
  /** The query text Apollo sends (its document with __typename added). */
  query: string;
  /** Every variable, the context link's ids first, as Apollo serialises them. */
  variables: Record<string, unknown>;
  /** The query's SHA-256 (hex), its persisted-query hash. */
  hash: string;
  /** The GET address Apollo's persisted-query link asks for this operation. */
  url: string;
}

/**
 * The headers Apollo's HttpLink sends with a catalogue GET (its default Accept and the context
 * link's key): the prefetched answer must be the one Apollo would have got.
 */
export const SHELL_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  accept: '*/*',
  'content-type': 'application/json',
  'x-api-key': API_KEY,
};

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The request Apollo makes for `document` with `variables` in `locale`: the cache's __typename
 * transform, the operation's default values before the given variables (the query manager),
 * the context link's ids before those, only the variables the query uses (the HTTP link), and
 * the persisted-query link's GET with the hash only (src/graphql/links). A test holds it to the
 * real client.
 */
export async function shellRequest(
  document: DocumentNode,
  variables: Record<string, unknown>,
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<ShellRequest> {
  const operationName = getOperationName(document) ?? '';
  const transformed = addTypenameToDocument(document);
  const query = print(transformed);
  const allVariables = filterOperationVariables(
    {
      channelId: CHANNEL_ID,
      languageId: LANGUAGE_IDS[locale],
      marketId,
      ...getDefaultValues(getOperationDefinition(document)),
      ...variables,
    },
    transformed,
  );
  const hash = await sha256Hex(query);
  const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
  const url =
    `${GRAPHQL_URI}?operationName=${encodeURIComponent(operationName)}` +
    `&variables=${encodeURIComponent(JSON.stringify(allVariables))}` +
    `&extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
  return { operationName, query, variables: allVariables, hash, url };
}

/** What every page's shell asks (the root route's loader): the menus and the settings. */
export function layoutRequests(
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<ShellRequest[]> {
  const menu = (menuLocationId: string) =>
    shellRequest(GetMenuAtLocationDocument, { menuLocationId }, locale, marketId);
  return Promise.all([
    menu('main'),
    menu('footer-1'),
    menu('footer-2'),
    menu('customer-service'),
    menu('social'),
    menu('credits'),
    shellRequest(GetChannelConfigurationDocument, {}, locale, marketId),
  ]);
}

/**
 * What every page but the start page asks first: the categories (a list resolves its alias with
 * them, a product page draws its breadcrumb). The start page shows none and asks once idle
 * (create-router.tsx), so its first render does not write them into the cache.
 */
export function catalogueRequests(
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<ShellRequest[]> {
  return Promise.all([shellRequest(GetCategoriesDocument, {}, locale, marketId)]);
}

/**
 * What the start page's loader asks besides the layout's (start-loader.ts): the front page's
 * widget area, whose first container the shell also renders (render-shell.tsx).
 */
export function startRequests(
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<ShellRequest[]> {
  return Promise.all([
    shellRequest(GetWidgetAreaDocument, { ...FRONT_PAGE_AREA }, locale, marketId),
  ]);
}

/** The product page's product query, with `{alias}` for the alias. */
export function productRequests(
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<ShellRequest[]> {
  return Promise.all([shellRequest(GetProductDocument, { alias: '{alias}' }, locale, marketId)]);
}

/** Where the alias goes in a request address (the bootstrap puts the path's last segment). */
export const ENCODED_ALIAS = encodeURIComponent('{alias}');

/**
 * A product list's first queries as routes/list-loader.ts asks them for an address without
 * filters, sort or page (toFilterInput: the route's context, page 1, the channel's page size;
 * facets; the list's info): `{id}` and `{pageSize}` stand for numbers (their quotes go too),
 * `{alias}` for the category's alias or the search text.
 */
export function listRequests(
  context: 'category' | 'search',
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<ShellRequest[]> {
  const page = { page: 1, pageSize: '{pageSize}' };
  const filter =
    context === 'category' ? { categoryId: '{id}', ...page } : { searchText: '{alias}', ...page };
  const listType = context === 'category' ? 'CATEGORY' : 'SEARCH';
  return Promise.all([
    shellRequest(GetProductsDocument, { filter, withFacets: true }, locale, marketId),
    shellRequest(GetListPageInfoDocument, { listType, alias: '{alias}' }, locale, marketId),
  ]);
}

/**
 * The list queries with real values, run once by the server so that it knows their hashes
 * (the bootstrap asks by hash alone; the text is the same whatever the variables).
 */
export function listRegistrations(
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<ShellRequest[]> {
  return Promise.all([
    shellRequest(
      GetProductsDocument,
      { filter: { page: 1, pageSize: 1 }, withFacets: true },
      locale,
      marketId,
    ),
    shellRequest(GetListPageInfoDocument, { listType: 'ALL' }, locale, marketId),
  ]);
}

/** A route the bootstrap knows, with the source modules whose chunks it preloads. */
export type RoutePlanSource = Omit<ShellRoutePlan, 'modules'> & { sources: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The routes whose data the page asks for before the bundle has run: the start page, the
 * product page, a category and a search (the shapes of app/router/route-table.ts), with their
 * loaders' queries.
 */
export async function routePlans(
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<RoutePlanSource[]> {
  const prefix = escapeRegExp(LOCALE_PREFIX[locale]);
  const [start, product, layout, catalogue, category, search] = await Promise.all([
    startRequests(locale, marketId),
    productRequests(locale, marketId),
    layoutRequests(locale, marketId),
    catalogueRequests(locale, marketId),
    listRequests('category', locale, marketId),
    listRequests('search', locale, marketId),
  ]);
  const configuration = layout.find(
    ({ operationName }) => operationName === 'GetChannelConfiguration',
  );
  const [categories] = catalogue;
  if (!configuration || !categories) throw new Error('The layout asks no settings or categories');
  const listPlan = (context: 'category' | 'search', requests: ShellRequest[]) => ({
    context,
    requests: requests.map((request) => request.url),
    configuration: configuration.url,
    categories: categories.url,
    // A phone's first row (a wider screen's LCP is its first card too).
    cardImages: { base: IMAGE_BASE, sizes: CARD_IMAGE_SIZES, count: 2 },
  });
  const listSources = ['src/routes/list-page.tsx', 'src/routes/list-loader.ts'];
  return [
    {
      page: 'start',
      pattern: `^${prefix}/?$`,
      requests: start.map((request) => request.url),
      aliasRequests: [],
      // The front page's widgets below its banner come with it (start-loader.ts).
      sources: [
        'src/routes/start-page.tsx',
        'src/features/widgets/components/body-widgets.tsx',
        'src/routes/widget-product-list.tsx',
      ],
    },
    {
      page: 'other',
      pattern: `^${prefix}/(p|pp|product)/.*[^/]$`,
      requests: [],
      aliasRequests: product.map((request) => request.url),
      // The gallery's main image (useIsPhone's query): the LCP of a product page.
      lcpImage: { base: IMAGE_BASE, phoneQuery: `(max-width: ${BREAKPOINT_TABLET_PX - 1}px)` },
      sources: [
        'src/routes/product-page.tsx',
        'src/routes/product-loader.ts',
        `locales/${locale}/details.json`,
      ],
    },
    {
      page: 'other',
      pattern: `^${prefix}/c/.+$`,
      requests: [],
      aliasRequests: [],
      list: listPlan('category', category),
      sources: [...listSources, `locales/${locale}/listing.json`],
    },
    {
      page: 'other',
      pattern: `^${prefix}/s/[^/]+$`,
      requests: [],
      aliasRequests: [],
      list: listPlan('search', search),
      sources: [...listSources, `locales/${locale}/listing.json`, `locales/${locale}/search.json`],
    },
  ];
}
