// The storefront's own GraphQL operations, as text with the fragments they spread, so a bench
// sends exactly what a shopper's browser sends (the bench may not import client code).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../src');

function definitions(): Map<string, string> {
  const byName = new Map<string, string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.graphql'),
  );
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    // One definition per file (the project's convention), named after its operation/fragment.
    const name = /^(?:query|mutation|fragment)\s+(\w+)/m.exec(text)?.[1];
    if (name) byName.set(name, text);
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
