import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { createWeakMemo } from '../cache/registry.js';

function fieldsNamed(set: SelectionSetNode, name: string, info: GraphQLResolveInfo): FieldNode[] {
  return set.selections.flatMap((selection) => {
    // Kind values are plain strings, so a second copy of graphql (tests) compares equal.
    if (selection.kind === Kind.FIELD) return selection.name.value === name ? [selection] : [];
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return fieldsNamed(selection.selectionSet, name, info);
    const fragment = info.fragments[selection.name.value];
    return fragment ? fieldsNamed(fragment.selectionSet, name, info) : [];
  });
}

// Parsed queries are cached and reused (yoga's and the fast lane's document caches), so a field
// node stands for its selection: each path is looked up once per query, not on every request.
const remembered = createWeakMemo<FieldNode, Map<string, boolean>>('selection-paths');

/** Whether the query selects the field path below the current field, e.g. ['products', 'facets']. */
export function selects(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  if (!node) return walk(info, path);
  let paths = remembered.get(node);
  if (!paths) remembered.set(node, (paths = new Map<string, boolean>()));
  const key = path.join('.');
  let found = paths.get(key);
  if (found === undefined) {
    found = walk(info, path);
    paths.set(key, found);
  }
  return found;
}

function walk(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) {
    const fields = sets.flatMap((set) => fieldsNamed(set, name, info));
    if (fields.length === 0) return false;
    sets = fields.flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  }
  return true;
}

/** The list fields below `path` ([] for products, ['products'] for search) a query selects. */
export function listSelection(info: GraphQLResolveInfo, path: readonly string[]) {
  const under = (...rest: string[]) => selects(info, [...path, ...rest]);
  return {
    facets: under('facets'),
    images: under('products', 'images'),
    prices: under('products', 'unitPrice') || under('products', 'discountCampaigns'),
    // Fields that read the long texts product cards leave out.
    texts:
      under('products', 'description') ||
      under('products', 'shortDescription') ||
      under('products', 'meta'),
  };
}
