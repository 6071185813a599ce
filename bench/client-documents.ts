// The storefront's own GraphQL operations, as text with the fragments they spread, so a bench
// sends exactly what a shopper's browser sends (the bench may not import client code).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print } from 'graphql';

const root = path.resolve(import.meta.dirname, '../src');

function definitions(): Map<string, string> {
  const byName = new Map<string, string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.graphql'),
  );
  for (const file of files) {
    // Mostly one definition per file; a file of fragments (checkout-fields) holds several.
    const document = parse(readFileSync(path.join(root, file), 'utf8'));
    for (const definition of document.definitions) {
      if (
        (definition.kind === Kind.OPERATION_DEFINITION ||
          definition.kind === Kind.FRAGMENT_DEFINITION) &&
        definition.name
      )
        byName.set(definition.name.value, print(definition));
    }
  }
  return byName;
}

/** The operation `name` (e.g. AddToCart) followed by every fragment it uses, transitively. */
export function clientDocument(name: string): string {
  const byName = definitions();
  const wanted = [name];
  const included = new Set<string>();
  const parts: string[] = [];
  for (let next = wanted.shift(); next !== undefined; next = wanted.shift()) {
    if (included.has(next)) continue;
    const text = byName.get(next);
    if (!text) throw new Error(`No client operation or fragment named ${next}`);
    included.add(next);
    parts.push(text);
    for (const match of text.matchAll(/\.\.\.\s*(\w+)/g))
      if (match[1] && match[1] !== 'on') wanted.push(match[1]);
  }
  return parts.join('\n');
}
