import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type * as GraphqlModule from 'graphql';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { answerKey, ttlSeconds, type AnswerCache, type CachePolicy } from './response-cache.js';

/** What the HTTP route hands over: a GET's query string or a POST's body, and the headers. */
export interface LaneRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** A GET's query string (null for a POST). */
  search: URLSearchParams | null;
  body: Buffer | null;
}

export interface LaneAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface FastLaneOptions {
  schema: GraphQLSchema;
  /** Root fields the lane may answer (catalogue reads) and how long their answers are kept. */
  policy: CachePolicy;
  /** Answers shared with yoga's cache plugin; null: every request executes. */
  answers: AnswerCache | null;
  /** Persisted queries (APQ), shared with yoga's APQ plugin. */
  persisted: { get(hash: string): unknown; set(hash: string, query: string): unknown };
  context: () => object;
}

// graphql as yoga, graphql-tools and graphql-jit load it (Node resolves the package to its
// CommonJS build). A bundler-style resolver (Vitest) would give an ES-module copy whose
// validate() rejects the schema as "from another module or realm".
const { parse, validate } = createRequire(import.meta.url)('graphql') as typeof GraphqlModule;

interface Prepared {
  compiled: CompiledQuery;
  /** Policy seconds of the operation's answer. */
  ttl: number;
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
 * The fast lane of /graphql: catalogue queries (every root field in the cache policy) compiled
 * once with graphql-jit and run on the same schema, resolvers and context as yoga, without
 * yoga's request and response machinery (about a quarter of a millisecond a request) and
 * without graphql-js's per-field interpretation (as much again for a page of product cards). It answers only what it can
 * answer exactly as yoga would: a valid query with a result free of errors, without CORS or
 * unusual media types. Everything else (mutations, errors, persisted-query misses, cross-origin
 * requests) returns null and goes to yoga, which for a query means running it once more there.
 */
export class FastLane {
  readonly #prepared = new LRUCache<string, Prepared | { invalid: true }>({ max: 1000 });

  constructor(private readonly options: FastLaneOptions) {}

  async answer(request: LaneRequest): Promise<LaneAnswer | null> {
    if (request.headers.origin !== undefined) return null;
    const type = mediaType(request.headers.accept);
    if (!type) return null;
    const params = this.#params(request);
    if (!params) return null;
    const prepared = this.#prepare(params.query, params.operationName);
    if (!prepared) return null;
    const { answers } = this.options;
    const key = answers ? answerKey(params.operationName, params.variables, params.query) : '';
    const hit = answers?.get(key);
    if (hit !== undefined) return { headers: { 'content-type': type }, body: Buffer.from(hit) };

    const result: ExecutionResult = await prepared.compiled.query(
      undefined,
      this.options.context(),
      params.variables,
    );
    if (result.errors) return null;
    const text = JSON.stringify(result);
    answers?.set(key, text, { ttl: prepared.ttl * 1000 });
    return { headers: { 'content-type': type }, body: Buffer.from(text) };
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
    if (createHash('sha256').update(query).digest('hex') !== hash) return null;
    this.options.persisted.set(hash, query);
    return query;
  }

  #prepare(query: string, operationName: string | null): Prepared | null {
    const key = `${operationName ?? ''}\n${query}`;
    let prepared = this.#prepared.get(key);
    if (!prepared) {
      prepared = { invalid: true };
      try {
        const document = parse(query);
        if (validate(this.options.schema, document).length === 0) {
          const ttl = ttlSeconds(document, operationName, this.options.policy);
          const compiled =
            ttl === null
              ? null
              : compileQuery(this.options.schema, document, operationName ?? undefined);
          if (ttl !== null && compiled && isCompiledQuery(compiled)) prepared = { compiled, ttl };
        }
      } catch {
        // a syntax error: yoga answers it
      }
      this.#prepared.set(key, prepared);
    }
    return 'invalid' in prepared ? null : prepared;
  }
}
