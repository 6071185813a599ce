// Every operation the storefront sends (src/**/*.graphql), as one document text with the
// fragments it spreads, for tests that hold the server's limits against the client's real needs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode } from 'graphql';

const root = path.resolve(import.meta.dirname, '../../src');

/** Operation name -> its text followed by every fragment it uses, transitively. */
export function clientOperations(): Map<string, string> {
  const fragments = new Map<string, DefinitionNode>();
  const operations: DefinitionNode[] = [];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.graphql'),
  );
  for (const file of files)
    for (const definition of parse(readFileSync(path.join(root, file), 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition);
      else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    }
  const result = new Map<string, string>();
  for (const operation of operations) {
    if (operation.kind !== Kind.OPERATION_DEFINITION || !operation.name) continue;
    const parts = [operation];
    const included = new Set<string>();
    // parts grows while it is walked: for-of visits the fragments added too.
    for (const part of parts)
      visit(part, {
        FragmentSpread(node) {
          const name = node.name.value;
          const fragment = fragments.get(name);
          if (included.has(name) || !fragment) return;
          included.add(name);
          parts.push(fragment as never);
        },
      });
    result.set(operation.name.value, parts.map((p) => print(p)).join('\n'));
  }
  return result;
}
