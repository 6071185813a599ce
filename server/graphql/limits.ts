// The limits every /graphql request passes, browser or script, yoga or the fast lane: the body's
// size (checked by the HTTP route), and the document's tokens, depth, aliases, directives and
// cost (GraphQL Armor's rules, run by yoga's parse and validate and by the lane's). Page size
// and search text are clamped where the filter is read (search/product-filter.ts).
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { createRequire } from 'node:module';
import type * as GraphqlModule from 'graphql';
import type { DocumentNode, ParseOptions, Source, ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// graphql as yoga and the lane load it (Node resolves the package to its CommonJS build), so the
// errors this module makes are the same GraphQLError class theirs are.
const { GraphQLError } = createRequire(import.meta.url)('graphql') as typeof GraphqlModule;

/** What a production API does not tell a stranger (config.ts: GRAPHQL_INTROSPECTION). */
export interface SchemaExposure {
  /**
   * false: `__schema` and `__type` are refused and "Did you mean …?" hints are left out of
   * validation errors, so the API does not list its operations (editor ones too) to anyone who
   * asks. `__typename` always works (Apollo's cache needs it).
   */
  introspection: boolean;
}

/** Introspection refused, by the same validation as every other rule (yoga and the lane). */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    if (name === '__schema' || name === '__type')
      context.reportError(
        new GraphQLError('Introspection is not available on this API.', {
          nodes: node,
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
  },
});

/** graphql's "Cannot query field "prodcts" … Did you mean "products"?" without the hint. */
export function withoutSuggestion(message: string): string {
  return message.replace(/ Did you mean .*\?$/s, '');
}

/** The errors with their hints taken out; null when none had one. */
function withoutSuggestions(
  errors: readonly GraphqlModule.GraphQLError[],
): GraphqlModule.GraphQLError[] | null {
  const plain = errors.map((error) => {
    const message = withoutSuggestion(error.message);
    return message === error.message
      ? error
      : new GraphQLError(message, { nodes: error.nodes ?? null, extensions: error.extensions });
  });
  return plain.some((error, i) => error !== errors[i]) ? plain : null;
}

export interface GraphqlLimits {
  /** Bytes of a POST body (413 above). */
  bodyBytes: number;
  /** Lexical tokens of a document. */
  tokens: number;
  /** Nesting of selections (fragments followed). */
  depth: number;
  /** Aliased fields in an operation. */
  aliases: number;
  /** Directives in an operation. */
  directives: number;
  /** Armor's static cost: 2 per object field, 1 per scalar, times 1.5 per level of depth. */
  cost: number;
  /** Bytes of catalogue answers kept in the answer cache. */
  answerCacheBytes: number;
}

/**
 * Defaults with room above the storefront's own heaviest operations (limits.test.ts holds every
 * document in src/ to them): the checkout query has 8 levels, about 270 tokens and a cost near
 * 850; no client operation uses an alias and one uses a directive. 300 aliases of a product
 * list in one request (14 MB of answer) are what the alias limit stops.
 */
export const DEFAULT_LIMITS: GraphqlLimits = {
  bodyBytes: 64 * 1024,
  tokens: 2000,
  depth: 12,
  aliases: 10,
  directives: 10,
  cost: 5000,
  answerCacheBytes: 64 * 1024 * 1024,
};

const ENV: Record<keyof GraphqlLimits, string> = {
  bodyBytes: 'GRAPHQL_MAX_BODY_BYTES',
  tokens: 'GRAPHQL_MAX_TOKENS',
  depth: 'GRAPHQL_MAX_DEPTH',
  aliases: 'GRAPHQL_MAX_ALIASES',
  directives: 'GRAPHQL_MAX_DIRECTIVES',
  cost: 'GRAPHQL_MAX_COST',
  answerCacheBytes: 'GRAPHQL_ANSWER_CACHE_BYTES',
};

/** The limits with any GRAPHQL_MAX_* / GRAPHQL_ANSWER_CACHE_BYTES setting; a bad value throws. */
export function readGraphqlLimits(env: NodeJS.ProcessEnv): GraphqlLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(ENV) as (keyof GraphqlLimits)[]) {
    const raw = env[ENV[key]];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`${ENV[key]} must be a positive whole number, got "${raw}"`);
    limits[key] = value;
  }
  return limits;
}

/** Armor's options: the limit named, no callbacks; the message says which limit and by how much. */
const armor = { exposeLimits: true, propagateOnRejection: true, onAccept: [], onReject: [] };

/**
 * Armor's validation rules for these limits, for graphql's validate() (yoga and the lane), and
 * the introspection rule where the schema is not shown.
 */
export function limitRules(
  limits: GraphqlLimits,
  exposure: SchemaExposure = { introspection: true },
): ValidationRule[] {
  return [
    maxDepthRule({ ...armor, n: limits.depth, flattenFragments: true }),
    maxAliasesRule({ ...armor, n: limits.aliases }),
    maxDirectivesRule({ ...armor, n: limits.directives }),
    costLimitRule({ ...armor, maxCost: limits.cost, flattenFragments: true }),
    ...(exposure.introspection ? [] : [noIntrospectionRule]),
  ] as ValidationRule[];
}

/** Parses a document, refusing one of more than `limits.tokens` tokens (Armor's max-tokens). */
export function parseLimited(
  source: string,
  limits: GraphqlLimits,
  options: { noLocation?: boolean } = {},
): DocumentNode {
  return new MaxTokensParserWLexer(source, {
    ...options,
    ...armor,
    n: limits.tokens,
  }).parseDocument();
}

/**
 * The same limits as yoga plugins: Armor's parser, and its rules added to yoga's validate;
 * without introspection, validation errors lose their "Did you mean" hints too.
 */
export function useGraphqlLimits(
  limits: GraphqlLimits,
  exposure: SchemaExposure = { introspection: true },
): Plugin {
  const rules = limitRules(limits, exposure);
  return {
    onParse({ setParseFn }) {
      setParseFn((source: string | Source, options?: ParseOptions) =>
        parseLimited(typeof source === 'string' ? source : source.body, limits, options ?? {}),
      );
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
      if (exposure.introspection) return;
      return ({ result, setResult }) => {
        const hinted = withoutSuggestions(result as readonly GraphqlModule.GraphQLError[]);
        if (hinted) setResult(hinted);
      };
    },
  };
}
