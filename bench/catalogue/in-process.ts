// The service calls behind a storefront query, made in this process without HTTP or GraphQL:
// the server's own resolver functions (server/resolvers) on a context built as the server builds
// it (server/graphql/yoga.ts), each called with what its parent resolved to, as many as the query
// selects, promises awaited together so the loaders batch as they do in the server. What is left
// out is what /graphql adds on top: the HTTP route, the API key, parsing, validation and
// planning, the executor's per-field work, coercion, errors, serialising and compressing the
// answer. apiLayerP50Ms/P95Ms (bench/catalogue.ts) are a request's time through /graphql minus
// this call's time on the same data. Fields whose resolvers answer at once are resolved at
// once, as the server's compiled queries (graphql-jit) do, so this call is no slower than the
// server's own resolving.
import { createRequire } from 'node:module';
import type * as GraphqlModule from 'graphql';
import type {
  FieldNode,
  FragmentDefinitionNode,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLResolveInfo,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import type { Context } from '../../server/graphql/context.js';
import type { Db } from '../../server/db/types.js';
import {
  createProductLoaders,
  type ProductLoaders,
} from '../../server/catalogue/product-loaders.js';
import { createCatalogueSchema } from '../../server/graphql/schema.js';
import type { LanguageId } from '../../server/i18n/language.js';
import { sandboxProviders } from '../../server/payments/providers.js';
import { resolvers } from '../../server/graphql/resolvers.js';
import { CatalogueStore } from '../../server/catalogue/catalogue-store.js';
import { ProductListStore } from '../../server/search/product-list-store.js';
import { MarketStore } from '../../server/site/market-store.js';

// graphql as the server's schema is built with it (Node resolves the package to its CommonJS
// build; Vitest would give an ES-module copy whose type checks reject the schema's types).
const { getNamedType, isLeafType, isObjectType, Kind, parse, valueFromASTUntyped } = createRequire(
  import.meta.url,
)('graphql') as typeof GraphqlModule;

type Resolver = (parent: unknown, args: object, ctx: Context, info: GraphQLResolveInfo) => unknown;
type ResolverMap = Record<string, Record<string, unknown>>;

interface Call {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  ctx: Context;
  operation: OperationDefinitionNode;
  /** The fields of each selection set, @include and @skip applied (once per call). */
  fields: Map<SelectionSetNode, FieldNode[]>;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Promise<unknown>).then === 'function';

const included = (field: FieldNode, variables: Record<string, unknown>): boolean =>
  (field.directives ?? []).every((directive) => {
    const condition = directive.arguments?.find((a) => a.name.value === 'if');
    const value = condition ? valueFromASTUntyped(condition.value, variables) : true;
    if (directive.name.value === 'include') return value === true;
    if (directive.name.value === 'skip') return value !== true;
    return true;
  });

function collect(set: SelectionSetNode, call: Call): FieldNode[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD)
      return included(selection, call.variables) ? [selection] : [];
    const inner =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : call.fragments[selection.name.value]?.selectionSet;
    return inner ? collect(inner, call) : [];
  });
}

function fieldsOf(set: SelectionSetNode, call: Call): FieldNode[] {
  let fields = call.fields.get(set);
  if (!fields) call.fields.set(set, (fields = collect(set, call)));
  return fields;
}

/**
 * The object's selected fields, synchronously where every resolver answers at once (as the
 * server's compiled queries do), awaiting only the fields whose resolvers return promises.
 */
function resolveObject(
  type: GraphQLObjectType,
  parent: unknown,
  set: SelectionSetNode,
  call: Call,
): Record<string, unknown> | Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  let pending: Promise<unknown>[] | null = null;
  for (const field of fieldsOf(set, call)) {
    const name = field.name.value;
    const value = resolveField(type, parent, field, call);
    out[name] = value;
    if (isPromise(value))
      (pending ??= []).push(
        value.then((resolved) => {
          out[name] = resolved;
        }),
      );
  }
  return pending ? Promise.all(pending).then(() => out) : out;
}

function resolveField(
  type: GraphQLObjectType,
  parent: unknown,
  field: FieldNode,
  call: Call,
): unknown {
  const name = field.name.value;
  if (name === '__typename') return type.name;
  const definition = type.getFields()[name];
  if (!definition) throw new Error(`${type.name} has no field ${name}`);
  const resolver = (resolvers as ResolverMap)[type.name]?.[name] as Resolver | undefined;
  const own = (parent as Record<string, unknown> | null)?.[name];
  let value: unknown;
  if (resolver) {
    const args = Object.fromEntries(
      (field.arguments ?? []).map((a) => [
        a.name.value,
        valueFromASTUntyped(a.value, call.variables),
      ]),
    );
    const info = {
      fieldName: name,
      fieldNodes: [field],
      fragments: call.fragments,
      variableValues: call.variables,
      schema: call.schema,
      operation: call.operation,
      parentType: type,
      returnType: definition.type,
    } as unknown as GraphQLResolveInfo;
    value = resolver(parent, args, call.ctx, info);
  } else {
    value =
      typeof own === 'function'
        ? (own as (args: object, ctx: Context) => unknown)({}, call.ctx)
        : own;
  }
  return isPromise(value)
    ? value.then((resolved) => complete(definition.type, resolved, field, call))
    : complete(definition.type, value, field, call);
}

function complete(type: GraphQLOutputType, value: unknown, field: FieldNode, call: Call): unknown {
  const named = getNamedType(type);
  if (value === null || value === undefined || isLeafType(named) || !field.selectionSet)
    return value;
  if (!isObjectType(named)) throw new Error(`${named.name}: only object types are resolved here`);
  const set = field.selectionSet;
  if (!Array.isArray(value)) return resolveObject(named, value, set, call);
  const items = value.map((item: unknown) => resolveObject(named, item, set, call));
  return items.some(isPromise) ? Promise.all(items.map((item) => Promise.resolve(item))) : items;
}

export interface InProcessCatalogue {
  /** Runs `query`'s resolvers with `variables`; answers its data as /graphql would. */
  run(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/**
 * The catalogue's services on `db` with their own stores, as an app with `cacheResponses: false`
 * has them (no answer or card caches), so each call does the work a request to such an app does.
 */
export function inProcessCatalogue(db: Db): InProcessCatalogue {
  const schema = createCatalogueSchema();
  const catalogue = new CatalogueStore(db);
  const productLists = new ProductListStore(db, { cacheCards: false });
  // Prices are in the market a query names (its marketId), as the app's context has them.
  const markets = new MarketStore(db);
  const providers = sandboxProviders(db);
  const documents = new Map<string, ReturnType<typeof parse>>();
  const queryType = schema.getQueryType();
  if (!queryType) throw new Error('The schema has no Query type');
  return {
    async run(query, variables) {
      let document = documents.get(query);
      if (!document) documents.set(query, (document = parse(query)));
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      if (!operation) throw new Error('No operation');
      const fragments = Object.fromEntries(
        document.definitions.flatMap((d) =>
          d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [],
        ),
      );
      // A context per call, as the server makes one per request (fresh loaders).
      const perLanguage = new Map<LanguageId, ProductLoaders>();
      const ctx = {
        db,
        catalogue,
        markets,
        productLists,
        providers,
        loaders: (languageId: LanguageId) => {
          let loaders = perLanguage.get(languageId);
          if (!loaders) {
            loaders = createProductLoaders(db, languageId, productLists.cards);
            perLanguage.set(languageId, loaders);
          }
          return loaders;
        },
      } as unknown as Context;
      return resolveObject(queryType, {}, operation.selectionSet, {
        schema,
        fragments,
        variables,
        ctx,
        operation,
        fields: new Map(),
      });
    },
  };
}
