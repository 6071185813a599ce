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
  GetMenuAtLocationDocument,
  GetProductDocument,
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

/** A route the bootstrap knows, with the source modules whose chunks it preloads. */
export type RoutePlanSource = Omit<ShellRoutePlan, 'modules'> & { sources: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The routes whose data the page asks for before the bundle has run: the start page and the
 * product page (the shapes of app/router/route-table.ts), with their loaders' queries.
 */
export async function routePlans(
  locale: Locale,
  marketId: number = MARKET_ID,
): Promise<RoutePlanSource[]> {
  const prefix = escapeRegExp(LOCALE_PREFIX[locale]);
  const [start, product] = await Promise.all([
    startRequests(locale, marketId),
    productRequests(locale, marketId),
  ]);
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
  ];
}
