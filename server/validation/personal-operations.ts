// Shared by the server (server/graphql/personal.ts) and the storefront's Apollo links: the one
// list of query fields that carry a cart id, an order id or an order token.

/**
 * Query root fields whose arguments carry a cart id, an order id or an order token, and whose
 * answers hold a cart or a shopper's details. They travel only in POST bodies (a GET's query
 * string is kept by proxies, server logs and browser history) and their answers are never
 * stored by a cache. Mutations are POST-only anyway.
 */
export const PERSONAL_QUERY_FIELDS: ReadonlySet<string> = new Set(['getCart', 'checkout', 'order']);
