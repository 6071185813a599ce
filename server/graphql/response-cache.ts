import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  print,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { LRUCache } from 'lru-cache';
import { stableJson } from '../cache/stable-json.js';
import { DEFAULT_LIMITS } from './limits.js';
import { createLru, createWeakMemo } from '../cache/registry.js';

/** Seconds a root field's answer may be reused. Fields not listed are never cached. */
export type CachePolicy = Readonly<Record<string, number>>;

/**
 * Answers kept as JSON text: one string per answer instead of a graph of thousands of small
 * objects that every young-generation GC would have to copy. Shared by the yoga plugin below
 * and the fast lane (fast-lane.ts), which sends a hit's text as it is.
 */
export type AnswerCache = LRUCache<string, string>;

/**
 * At most `maxBytes` of answers and keys (V8 keeps Latin-1 text, Norwegian included, in a byte
 * a character), and no single answer over a sixteenth of that: one huge answer would otherwise
 * push out hundreds of ordinary ones.
 */
export const createAnswerCache = (maxBytes = DEFAULT_LIMITS.answerCacheBytes): AnswerCache =>
  createLru<string, string>('graphql-answers', {
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 16)),
    sizeCalculation: (text, key) => text.length + key.length,
  });

/** The cache key of an operation: its name, its variables (key order aside) and its text. */
export const answerKey = (operationName: string | null, variables: unknown, text: string): string =>
  `${operationName ?? ''}\n${stableJson(variables ?? {})}\n${text}`;

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === Kind.DOCUMENT;

/**
 * Catalogue answers keyed by query text + operation name + variables. Only queries whose every
 * root field is in the policy are cached, so nothing personal (carts, accounts) can leak.
 */
export function useCatalogueCache(policy: CachePolicy, cache = createAnswerCache()): Plugin {
  const texts = createWeakMemo<DocumentNode, string>('graphql-document-texts');
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
      // envelop types the execution arguments as any
      const document: unknown = args.document;
      const name: unknown = args.operationName;
      const variables: unknown = args.variableValues;
      const operationName = typeof name === 'string' ? name : null;
      if (!isDocument(document)) return;
      const ttl = ttlSeconds(document, operationName, policy);
      if (ttl === null) return;
      const key = answerKey(operationName, variables, textOf(document));
      const hit = cache.get(key);
      if (hit) {
        setResultAndStopExecution(JSON.parse(hit) as ExecutionResult);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (!isAsyncIterable(result) && !result.errors)
            cache.set(key, JSON.stringify(result), { ttl: ttl * 1000 });
        },
      };
    },
  };
}

/**
 * The shortest policy time of the operation's root fields; null when it is no query or one of
 * its root fields is not in the policy.
 */
export function ttlSeconds(
  document: DocumentNode,
  operationName: string | null,
  policy: CachePolicy,
): number | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== OperationTypeNode.QUERY) return null;
  let ttl = Infinity;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    const fieldTtl = policy[selection.name.value];
    if (fieldTtl === undefined) return null;
    ttl = Math.min(ttl, fieldTtl);
  }
  return Number.isFinite(ttl) ? ttl : null;
}
