import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { GraphqlHandler } from '../graphql/yoga.js';
import { send, sendJsonError } from './send.js';

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /graphql: the public API key first, then yoga; the body is compressed here, not by yoga. */
export function graphqlRoute(yoga: GraphqlHandler, apiKey: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!sameSecret(req.headers['x-api-key'], apiKey)) {
      await sendJsonError(req, res, 401, 'Missing or invalid X-Api-Key header', 'UNAUTHENTICATED');
      return;
    }
    const response = await yoga.handleNodeRequestAndResponse(req, res);
    const headers: OutgoingHttpHeaders = {};
    response.headers.forEach((value, name) => {
      // whatwg-node's Headers keep the original case ("Content-Type"); send() expects lower case.
      const key = name.toLowerCase();
      if (key !== 'content-length') headers[key] = value;
    });
    await send(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
  };
}
