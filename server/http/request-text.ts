// Request text no client of the shop sends, refused with a clear 400 before anything parses
// it: the /graphql route (graphql/graphql-route.ts) and the auth routes (accounts/auth-routes.ts).

/** JSON nesting of a request (its variables): far above any form's, far below a stack's end. */
export const MAX_REQUEST_NESTING = 32;

/**
 * What a request's text (a POST body, or a GET's query, variables and extensions) holds that no
 * storefront request does, checked before anything parses it: the NUL character (raw, or as a
 * JSON or GraphQL escape; PostgreSQL refuses it in text, so it reached the database as a 500)
 * and JSON nested deeper than MAX_REQUEST_NESTING (5 000 levels of variables overflowed the
 * answer cache's key builder: a 500). The reason in a sentence, or null for a sound request.
 */
export function unsoundRequestText(text: string): string | null {
  // A JSON or GraphQL escape of NUL (\u0000, \u{0}), or the character itself.
  if (/\\u0000|\\u\{0+\}/i.test(text) || text.includes('\0'))
    return 'Text may not contain the NUL character';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92)
        i++; // a backslash: the next character is escaped
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      if (++depth > MAX_REQUEST_NESTING)
        return `Variables may be nested at most ${MAX_REQUEST_NESTING} levels deep`;
    } else if (char === 93 || char === 125) depth--;
  }
  return null;
}
