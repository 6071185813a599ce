import { IncomingMessage, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type * as GraphqlModule from 'graphql';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { isPersonalOperation } from '../../shared/validation/personal-operations.js';
import { NO_STORE } from './personal.js';
import { limitRules, parseLimited, type GraphqlLimits, type SchemaExposure } from './limits.js';
import { queryHash } from './persisted-queries.js';
import { answerKey, ttlSeconds, type AnswerCache, type CachePolicy } from './response-cache.js';
import { createLru } from '../cache/registry.js';

/** What the HTTP route hands over: a GET's query string or a POST's body, and the headers. */
export interface LaneRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** A GET's query string (null for a POST). */
  search: URLSearchParams | null;
  body: Buffer | null;
  /** Who sent it (http/client-address.ts), for the context's rate limits. */
  client: string;
}

export interface LaneAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * A mutation the lane ran whose result holds errors: it must not run again, so yoga answers it
 * with this result (useLaneResult), masking and status rules included.
 */
export interface LaneResult {
  result: ExecutionResult;
}

// Mutations the lane ran, by the request yoga then answers (it gets `req` in its context).
const handedOver = new WeakMap<IncomingMessage, LaneResult>();

/** Leaves a mutation the lane ran to yoga: it answers `req` with that result. */
export function handOver(req: IncomingMessage, ran: LaneResult): void {
  handedOver.set(req, ran);
}

/** Answers a request handed over (handOver) with its result instead of executing it again. */
export function useLaneResult(): Plugin {
  return {
    onExecute({ args, setExecuteFn }) {
      // envelop types the context as any; yoga puts the node request in it as `req`.
      const context: unknown = args.contextValue;
      const req = isObject(context) ? context.req : undefined;
      const ran = req instanceof IncomingMessage ? handedOver.get(req) : undefined;
      // setExecuteFn, not setResultAndStopExecution: that would skip the later plugins'
      // onExecute, among them yoga's error masking.
      if (ran) setExecuteFn(() => ran.result);
    },
  };
}

export interface FastLaneOptions {
  schema: GraphQLSchema;
  /** Catalogue root fields whose answers are kept, and for how long. */
  policy: CachePolicy;
  /** Answers shared with yoga's cache plugin; null: every request executes. */
  answers: AnswerCache | null;
  /** Persisted queries (APQ), shared with yoga's APQ plugin. */
  persisted: { get(hash: string): unknown; set(hash: string, query: string): unknown };
  /** The resolvers' context for a request from this client, as yoga's. */
  context: (client: string, authorization?: string | null) => object;
  /** The document limits yoga's parse and validate apply (limits.ts). */
  limits: GraphqlLimits;
  /** Whether introspection is answered, as yoga's validation decides it (limits.ts). */
  exposure: SchemaExposure;
}

// graphql as yoga, graphql-tools and graphql-jit load it (Node resolves the package to its
// CommonJS build). A bundler-style resolver (Vitest) would give an ES-module copy whose
// validate() rejects the schema as "from another module or realm".
const { execute, getOperationAST, OperationTypeNode, specifiedRules, validate } = createRequire(
  import.meta.url,
)('graphql') as typeof GraphqlModule;

interface Prepared {
  /** Runs the operation (variables, context). */
  run: (variables: Record<string, unknown>, context: object) => Promise<ExecutionResult>;
  /** Policy seconds of a catalogue query's answer; null: never kept (carts, orders). */
  ttl: number | null;
  isMutation: boolean;
  /** A mutation or a cart or order read (personal.ts): POST only, answered with no-store. */
  isPersonal: boolean;
}

interface Params {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The media type yoga would answer with, or null for an Accept the lane leaves to yoga. */
function mediaType(accept: string | undefined): string | null {
  const first = (accept ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first === '' || first === '*/*' || first === 'application/json')
    return 'application/json; charset=utf-8';
  if (first === 'application/graphql-response+json')
    return 'application/graphql-response+json; charset=utf-8';
  return null;
}

/**
 * The fast lane of /graphql: queries compiled once with graphql-jit, and mutations, run on the
 * same schema, resolvers and context as yoga, without yoga's request and response machinery
 * (web Request/Response objects, streams, abort signals: over a millisecond a cart change) and,
 * for queries, without graphql-js's per-field interpretation (as much again for a page of
 * product cards).
 * Catalogue queries (every root field in the cache policy) share yoga's answer cache. The lane
 * answers only what it can answer exactly as yoga would: a valid operation within the same limits
 * (Armor's token parser and validation rules, limits.ts) with a result free of errors, with
 * the app's CORS headers (http/security.ts), for browsers (Origin) and scripts alike. A query with errors, an
 * operation over a limit, a persisted-query miss, an unusual media type and anything malformed
 * return null and go to yoga, which for a query
 * means running it once more there; a mutation that ran with errors is not run again but handed
 * to yoga with its result (LaneResult), which yoga then answers as its own.
 */
export class FastLane {
  // Keyed by the query text, which may be as long as the body limit: bounded in bytes too.
  readonly #prepared = createLru<string, Prepared | { invalid: true }>('prepared-operations', {
    sizeCalculation: (_prepared, key) => key.length + 64,
  });
  readonly #rules: GraphqlModule.ValidationRule[];

  constructor(private readonly options: FastLaneOptions) {
    this.#rules = [...specifiedRules, ...limitRules(options.limits, options.exposure)];
  }

  async answer(request: LaneRequest): Promise<LaneAnswer | LaneResult | null> {
    const type = mediaType(request.headers.accept);
    if (!type) return null;
    // CORS is the app's, set before /graphql answers (http/security.ts), whichever path answers.
    const headers = { 'content-type': type };
    const params = this.#params(request);
    if (!params) return null;
    const prepared = this.#prepare(params.query, params.operationName);
    // yoga refuses mutations and personal reads over GET (405): leave that answer to it.
    if (!prepared || (prepared.isPersonal && request.method !== 'POST')) return null;
    const { answers } = this.options;
    const cached = answers !== null && prepared.ttl !== null;
    const key = cached ? answerKey(params.operationName, params.variables, params.query) : '';
    // An answer asked for as someone (a customer's prices, an editor's preview) is theirs:
    // never stored by the browser or a proxy (no-store), whichever way it was made.
    const authorization = request.headers.authorization ?? null;
    const answerHeaders =
      prepared.isPersonal || authorization !== null ? { ...headers, ...NO_STORE } : headers;
    const hit = cached ? answers.get(key) : undefined;
    if (hit !== undefined) return { headers: answerHeaders, body: Buffer.from(hit) };

    const context = this.options.context(request.client, authorization);
    const result = await prepared.run(params.variables, context);
    if (result.errors) return prepared.isMutation ? { result } : null;
    const text = JSON.stringify(result);
    if (cached && prepared.ttl !== null) answers.set(key, text, { ttl: prepared.ttl * 1000 });
    return {
      headers: answerHeaders,
      body: Buffer.from(text),
    };
  }

  #params(request: LaneRequest): Params | null {
    let raw: Record<string, unknown>;
    const { search } = request;
    if (request.method === 'GET' && search) {
      const variables = search.get('variables');
      const extensions = search.get('extensions');
      raw = {
        query: search.get('query') ?? undefined,
        operationName: search.get('operationName') ?? undefined,
        variables: variables === null ? undefined : jsonOf(variables),
        extensions: extensions === null ? undefined : jsonOf(extensions),
      };
    } else if (request.method === 'POST' && request.body) {
      const contentType = request.headers['content-type'] ?? '';
      if (!/^application\/json\s*(;|$)/i.test(contentType)) return null;
      const body = jsonOf(request.body.toString('utf8'));
      if (!isObject(body)) return null;
      raw = body;
    } else return null;

    const { operationName, variables, extensions } = raw;
    if (operationName != null && typeof operationName !== 'string') return null;
    if (variables != null && !isObject(variables)) return null;
    if (extensions != null && !isObject(extensions)) return null;
    const query = this.#queryText(raw.query, extensions?.persistedQuery);
    if (query === null) return null;
    return { query, operationName: operationName ?? null, variables: variables ?? {} };
  }

  /** The query text, through the persisted-query store as yoga's APQ plugin does it. */
  #queryText(query: unknown, persisted: unknown): string | null {
    if (query != null && typeof query !== 'string') return null;
    if (persisted === undefined) return query ?? null;
    if (!isObject(persisted) || persisted.version !== 1) return null;
    const hash = persisted.sha256Hash;
    if (typeof hash !== 'string') return null;
    if (query == null) {
      const stored = this.options.persisted.get(hash);
      return typeof stored === 'string' ? stored : null;
    }
    if (queryHash(query) !== hash) return null;
    this.options.persisted.set(hash, query);
    return query;
  }

  #prepare(query: string, operationName: string | null): Prepared | null {
    const key = `${operationName ?? ''}\n${query}`;
    let prepared = this.#prepared.get(key);
    if (!prepared) {
      prepared = { invalid: true };
      try {
        const document = parseLimited(query, this.options.limits);
        const kind = getOperationAST(document, operationName)?.operation;
        const runs = kind === OperationTypeNode.QUERY || kind === OperationTypeNode.MUTATION;
        if (runs && validate(this.options.schema, document, this.#rules).length === 0) {
          const isMutation = kind === OperationTypeNode.MUTATION;
          const ttl = ttlSeconds(document, operationName, this.options.policy);
          const { schema } = this.options;
          if (isMutation) {
            // graphql-js, as yoga executes: a mutation with errors is answered by yoga from
            // this very result, which must then be what yoga would have made (key order,
            // error locations); graphql-jit's results differ there.
            const run = async (variableValues: Record<string, unknown>, contextValue: object) =>
              execute({ schema, document, operationName, variableValues, contextValue });
            prepared = { run, ttl, isMutation, isPersonal: true };
          } else {
            const compiled = compileQuery(schema, document, operationName ?? undefined);
            if (isCompiledQuery(compiled)) {
              const run = async (variables: Record<string, unknown>, context: object) =>
                compiled.query(undefined, context, variables);
              const isPersonal = isPersonalOperation(document, operationName) === true;
              prepared = { run, ttl, isMutation, isPersonal };
            }
          }
        }
      } catch {
        // a syntax error or too many tokens: yoga answers it
      }
      this.#prepared.set(key, prepared);
    }
    return 'invalid' in prepared ? null : prepared;
  }
}
