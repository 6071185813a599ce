import {
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

function rootField(set: SelectionSetNode, key: string, info: GraphQLResolveInfo): FieldNode | null {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if ((selection.alias ?? selection.name).value === key) return selection;
      continue;
    }
    const inner =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : info.fragments[selection.name.value]?.selectionSet;
    const found = inner ? rootField(inner, key, info) : null;
    if (found) return found;
  }
  return null;
}

/**
 * The context argument (`marketId`, `languageId`...) of the root field a nested value was
 * reached through, as the query wrote it (`product(marketId: 2)`, `products(marketId: $m)`), so a
 * product's price is in the market its list or product query named, whatever the variable is
 * called. A root field without that argument (`me`) leaves the operation's variable of the same
 * name, as before. Fields with one response name carry the same arguments (GraphQL's validation),
 * so the first found is the one.
 */
export function rootArgument(info: GraphQLResolveInfo, name: string): unknown {
  // An executor that gives no path (the bench's in-process call) asks by variables only.
  let path = info.path as GraphQLResolveInfo['path'] | undefined;
  if (!path) return info.variableValues[name];
  while (path.prev) path = path.prev;
  const field = rootField(info.operation.selectionSet, String(path.key), info);
  const argument = field?.arguments?.find((arg) => arg.name.value === name);
  if (!argument) return info.variableValues[name];
  return valueFromASTUntyped(argument.value, info.variableValues);
}
