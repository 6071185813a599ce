// What the storefront's browser sends for one of its operations, byte for byte where the
// storefront decides it (src/graphql: the query as Apollo Client prints it, __typename added;
// the variables its context link adds; the persisted-query hash; GET for catalogue queries and
// POST for carts, checkout and orders; Apollo's Accept and content type; the API key) and as
// Chromium adds the rest (Origin on a POST, the fetch metadata, compression). A bench client
// sends `hashed` first and, when the server does not know the hash yet, `full`: the automatic
// persisted-query handshake the browser goes through. src/graphql/storefront-requests.test.ts
// checks these requests against the storefront's own Apollo links.
import { createHash } from 'node:crypto';
import { filterOperationVariables } from '@apollo/client/link/utils';
import { addTypenameToDocument, getDefaultValues, print } from '@apollo/client/utilities';
import {
  Kind,
  OperationTypeNode,
  parse,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { isPersonalOperation } from '../shared/validation/personal-operations.js';
import { clientDocument } from './client-documents.js';

// The storefront's API key and context ids (src/config/constants.ts: the bench may not import
// src; src/graphql/storefront-requests.test.ts checks they are the storefront's).
const API_KEY = 'atvhuset-storefront-public';
const CHANNEL_ID = 1;
const MARKET_ID = 1;
/**
 * Writes the storefront may queue offline (src/config/offline-sync.ts): they always carry their
 * whole query besides the hash (src/graphql/links/offline-queue-link.ts).
 */
const QUEUED_OPERATIONS: ReadonlySet<string> = new Set([
  'AddToCart',
  'AddPackageToCart',
  'UpdateCartItemQuantity',
  'RemoveCartItem',
  'ApplyPromoCode',
  'RemovePromoCode',
  'ResetCart',
  'SubscribeToNewsletter',
]);

export interface StorefrontOperation {
  operationName: string;
  /** The document as the storefront's Apollo Client sends it. */
  query: string;
  sha256Hash: string;
  document: DocumentNode;
  /** The variables' default values, which Apollo sends first. */
  defaults: Record<string, unknown>;
  /** Cart, checkout or order: POST, never GET (src/graphql/links/http-links.ts). */
  personal: boolean;
  isMutation: boolean;
}

export interface HttpRequestSpec {
  method: 'GET' | 'POST';
  /** Path and query string, e.g. /graphql?operationName=…; the origin is the shop's. */
  path: string;
  headers: Record<string, string>;
  body: string | null;
}

export interface BrowserRequest {
  operationName: string;
  /** The first try: the persisted query's hash, without the query (but for queued writes). */
  hashed: HttpRequestSpec;
  /** After PERSISTED_QUERY_NOT_FOUND: the query and its hash. */
  full: HttpRequestSpec;
}

const operations = new Map<string, StorefrontOperation>();

/**
 * The operation, then its fragments as the storefront's generated documents order them: each
 * fragment after the fragments it spreads, in the order they are first spread.
 */
function codegenOrder(document: DocumentNode): DocumentNode {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const rest: DefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
    else rest.push(definition);
  }
  const ordered: FragmentDefinitionNode[] = [];
  const placed = new Set<string>();
  const place = (node: DefinitionNode) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (placed.has(name) || !fragment) return;
        placed.add(name);
        place(fragment);
        ordered.push(fragment);
      },
    });
  };
  for (const definition of rest) place(definition);
  return { ...document, definitions: [...rest, ...ordered] };
}

/** The storefront operation `name` (e.g. GetProducts), as its Apollo Client would send it. */
export function storefrontOperation(name: string): StorefrontOperation {
  const known = operations.get(name);
  if (known) return known;
  const document: DocumentNode = addTypenameToDocument(codegenOrder(parse(clientDocument(name))));
  const query = print(document);
  const definition = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!definition) throw new Error(`${name} is no operation`);
  const operation: StorefrontOperation = {
    operationName: name,
    query,
    sha256Hash: createHash('sha256').update(query).digest('hex'),
    document,
    defaults: getDefaultValues(definition),
    personal: isPersonalOperation(document, name) !== false,
    isMutation: definition.operation === OperationTypeNode.MUTATION,
  };
  operations.set(name, operation);
  return operation;
}

/** Chromium's headers on a same-origin fetch() from a page of the shop. */
function chromiumHeaders(origin: string, method: 'GET' | 'POST'): Record<string, string> {
  return {
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
    'accept-language': 'nb-NO,nb;q=0.9,no;q=0.8,nn;q=0.7,en;q=0.6',
    'accept-encoding': 'gzip, deflate, br, zstd',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    referer: `${origin}/`,
    // The fetch standard sends Origin on every request but a same-origin GET or HEAD.
    ...(method === 'POST' ? { origin } : {}),
  };
}

function getPath(params: Record<string, unknown>): string {
  // Apollo's rewriteURIForGET: query, operationName, variables, extensions, in this order.
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(`${key}=${encodeURIComponent(text)}`);
  }
  return `/graphql?${parts.join('&')}`;
}

/**
 * The requests the storefront's browser makes for `name` with `variables` (as a component
 * passes them; the context ids are added as the storefront adds them) on a page of `origin`.
 */
export function browserRequest(
  name: string,
  variables: Record<string, unknown>,
  { origin, languageId = 1 }: { origin: string; languageId?: number },
): BrowserRequest {
  const operation = storefrontOperation(name);
  // src/graphql/links/context-link.ts, then HttpLink drops the variables the query never uses.
  const sent = filterOperationVariables(
    { channelId: CHANNEL_ID, languageId, marketId: MARKET_ID, ...operation.defaults, ...variables },
    operation.document,
  );
  const extensions = { persistedQuery: { version: 1, sha256Hash: operation.sha256Hash } };
  const method = operation.personal || operation.isMutation ? 'POST' : 'GET';
  const headers = {
    ...chromiumHeaders(origin, method),
    // Apollo's HttpLink defaults and the storefront's context link.
    accept: '*/*',
    'content-type': 'application/json',
    'x-api-key': API_KEY,
  };
  const spec = (includeQuery: boolean): HttpRequestSpec => {
    const query = includeQuery ? { query: operation.query } : {};
    const name = operation.operationName;
    // Apollo's key orders: rewriteURIForGET's for a GET, selectHttpOptionsAndBody's for a POST.
    return method === 'GET'
      ? {
          method,
          path: getPath({ ...query, operationName: name, variables: sent, extensions }),
          headers,
          body: null,
        }
      : {
          method,
          path: '/graphql',
          headers,
          body: JSON.stringify({ operationName: name, variables: sent, extensions, ...query }),
        };
  };
  const alwaysWhole = QUEUED_OPERATIONS.has(name) && typeof variables.idempotencyKey === 'string';
  return { operationName: name, hashed: spec(alwaysWhole), full: spec(true) };
}

/** Whether an answer asks for the whole query (the server does not know the hash). */
export const persistedQueryMissing = (answer: string): boolean =>
  answer.includes('PERSISTED_QUERY_NOT_FOUND') || answer.includes('PersistedQueryNotFound');

/**
 * Sends the request as the browser does from a page of `origin` (fetch: it decompresses as a
 * browser does): the hash first, the whole query if the server asks for it. Answers the data;
 * throws on an HTTP or GraphQL error. `proxied`: headers a reverse proxy in front of the shop
 * adds (X-Forwarded-For, naming each simulated shopper's own address).
 */
export async function sendAsBrowser(
  origin: string,
  request: BrowserRequest,
  proxied: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const send = async (spec: HttpRequestSpec) => {
    const response = await fetch(`${origin}${spec.path}`, {
      method: spec.method,
      headers: { ...spec.headers, ...proxied },
      ...(spec.body === null ? {} : { body: spec.body }),
    });
    return { status: response.status, text: await response.text() };
  };
  let answer = await send(request.hashed);
  if (persistedQueryMissing(answer.text)) answer = await send(request.full);
  const body = JSON.parse(answer.text) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (answer.status !== 200 || !body.data || body.errors)
    throw new Error(`${request.operationName} ${answer.status}: ${answer.text.slice(0, 300)}`);
  return body.data;
}
