import {
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { PERSONAL_QUERY_FIELDS } from '../validation/personal-operations.js';

/** What an answer that must never be stored (by a proxy, the browser or the service worker) gets. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;

function rootFields(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string>,
  names: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      rootFields(selection.selectionSet, fragments, seen, names);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) rootFields(fragment.selectionSet, fragments, seen, names);
    }
  }
}

/**
 * True for a mutation and for a query that selects a personal root field (PERSONAL_QUERY_FIELDS),
 * however it is written: aliased, or inside fragments on Query. Null: no such operation.
 */
export function isPersonalOperation(
  document: DocumentNode,
  operationName: string | null,
): boolean | null {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return null;
  if (operation.operation !== OperationTypeNode.QUERY) return true;
  const fragments = new Map(
    document.definitions
      .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const names = new Set<string>();
  rootFields(operation.selectionSet, fragments, new Set(), names);
  return [...names].some((name) => PERSONAL_QUERY_FIELDS.has(name));
}

const POST_REQUIRED = {
  nb: 'Denne forespørselen gjelder en handlekurv eller en bestilling og må sendes med POST, ikke GET.',
  nn: 'Denne førespurnaden gjeld ei handlekorg eller ei bestilling og må sendast med POST, ikkje GET.',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isDocument = (value: unknown): value is DocumentNode =>
  isObject(value) && value.kind === Kind.DOCUMENT;

/**
 * Personal operations (isPersonalOperation) over GET are refused with 405 before they run: a
 * cart id, order id or token in a URL is kept by every proxy and log on the way. Their answers,
 * and every mutation's, carry Cache-Control: no-store.
 */
export function usePersonalAnswers(): Plugin {
  const personal = new WeakSet<object>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // envelop types the execution arguments as any; yoga puts the fetch Request in the context.
      const context: unknown = args.contextValue;
      const document: unknown = args.document;
      const name: unknown = args.operationName;
      const request = isObject(context) ? context.request : undefined;
      if (!isObject(request) || !isDocument(document)) return;
      if (!isPersonalOperation(document, typeof name === 'string' ? name : null)) return;
      personal.add(request);
      if (request.method === 'POST') return;
      const variables: unknown = args.variableValues;
      const nn = isObject(variables) && variables.languageId === 2;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(nn ? POST_REQUIRED.nn : POST_REQUIRED.nb, {
            extensions: {
              code: 'POST_REQUIRED',
              http: { status: 405, headers: { allow: 'POST' } },
            },
          }),
        ],
      });
    },
    onResponse({ request, response }) {
      if (personal.has(request)) response.headers.set('cache-control', NO_STORE['cache-control']);
    },
  };
}
