import type { DocumentNode, ExecutionResult, OperationDefinitionNode } from 'graphql';
import { print } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';

/** Seconds a root field's answer may be reused. Fields not listed are never cached. */
export type CachePolicy = Readonly<Record<string, number>>;

/**
 * Catalogue answers keyed by query text + operation name + variables. Only queries whose every
 * root field is in the policy are cached, so nothing personal (carts, accounts) can leak.
 */
export function useCatalogueCache(
  policy: CachePolicy,
  cache = new LRUCache<string, ExecutionResult>({ max: 500 }),
): Plugin {
  const texts = new WeakMap<DocumentNode, string>();
  const textOf = (document: DocumentNode): string => {
    let text = texts.get(document);
    if (text === undefined) {
      text = document.loc?.source.body ?? print(document);
      texts.set(document, text);
    }
    return text;
  };

  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ttl = ttlSeconds(args.document, args.operationName, policy);
      if (ttl === null) return;
      const key = `${args.operationName ?? ''}\n${stableJson(args.variableValues ?? {})}\n${textOf(args.document)}`;
      const hit = cache.get(key);
      if (hit) {
        setResultAndStopExecution(hit);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result) && !result.errors) cache.set(key, result, { ttl: ttl * 1000 });
        },
      };
    },
  };
}

function ttlSeconds(
  document: DocumentNode,
  operationName: string | null | undefined,
  policy: CachePolicy,
): number | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== 'query') return null;
  let ttl = Infinity;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== 'Field') return null;
    if (selection.name.value === '__typename') continue;
    const fieldTtl = policy[selection.name.value];
    if (fieldTtl === undefined) return null;
    ttl = Math.min(ttl, fieldTtl);
  }
  return Number.isFinite(ttl) ? ttl : null;
}

/** JSON with sorted object keys, so equal variables give equal keys whatever their order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
