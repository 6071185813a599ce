// The storefront's own GraphQL operations, as text with the fragments they spread, so a bench
// sends exactly what a shopper's browser sends (the bench may not import client code). Read by
// the same code that holds the server's limits to the client's operations.
import { clientOperations } from '../server/graphql/client-documents.js';

let operations: Map<string, string> | null = null;

/** The operation `name` (e.g. AddToCart) followed by every fragment it uses, transitively. */
export function clientDocument(name: string): string {
  operations ??= clientOperations();
  const text = operations.get(name);
  if (text === undefined) throw new Error(`No client operation named ${name}`);
  return text;
}
