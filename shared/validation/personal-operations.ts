// Shared by the server (server/graphql/personal.ts) and the storefront's Apollo links: the one
// list of query fields that carry a cart id, an order id or an order token.
import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Query root fields whose arguments carry a cart id, an order id or an order token, or whose
 * answers hold a cart or a shopper's details (me: the logged-in account). They travel only in POST bodies (a GET's query
 * string is kept by proxies, server logs and browser history) and their answers are never
 * stored by a cache. Mutations are POST-only anyway.
 */
export const PERSONAL_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'getCart',
  'checkout',
  'order',
  'me',
  // The logged-in account's own review of a product.
  'myProductReview',
  // Questions waiting for the shop's answer: editors only, with the askers' names.
  'waitingQuestions',
  // An area's draft as its editor writes it, and the list of areas with their drafts' states:
  // editors only.
  'widgetAreaSource',
  'widgetAreas',
]);

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
  const operation = getOperationAST(document, operationName);
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
