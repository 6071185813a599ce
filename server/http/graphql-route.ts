import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { handOver } from '../graphql/fast-lane.js';
import type { GraphqlHandler } from '../graphql/yoga.js';
import { send, sendJsonError } from './send.js';

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

/** The request's headers for a fetch Request (repeated headers joined as HTTP allows). */
function fetchHeaders(req: IncomingMessage): [string, string][] {
  return Object.entries(req.headers).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
  );
}

/**
 * /graphql: the public API key first, then the fast lane, else yoga; the
 * body is compressed here, not by yoga.
 */
export function graphqlRoute({ yoga, lane }: GraphqlHandler, apiKey: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!sameSecret(req.headers['x-api-key'], apiKey)) {
      await sendJsonError(req, res, 401, 'Missing or invalid X-Api-Key header', 'UNAUTHENTICATED');
      return;
    }
    let response: Response;
    if (lane && (req.method === 'GET' || req.method === 'POST')) {
      const method = req.method;
      const body = method === 'POST' ? await readBody(req) : null;
      const search = body ? null : new URL(req.url ?? '/graphql', 'http://localhost').searchParams;
      const answer = await lane.answer({ method, headers: req.headers, search, body });
      if (answer && 'body' in answer) return send(req, res, 200, answer.headers, answer.body);
      // yoga answers the rest; a mutation the lane ran already comes with its result.
      if (answer) handOver(req, answer);
      // The body has been read: yoga gets it as a fetch Request.
      response = body
        ? await yoga.fetch(
            `http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`,
            { method, headers: fetchHeaders(req), body },
            { req, res },
          )
        : await yoga.handleNodeRequestAndResponse(req, res);
    } else response = await yoga.handleNodeRequestAndResponse(req, res);
    const headers: OutgoingHttpHeaders = {};
    response.headers.forEach((value, name) => {
      // whatwg-node's Headers keep the original case ("Content-Type"); send() expects lower case.
      const key = name.toLowerCase();
      // CORS is the app's (http/security.ts: ALLOWED_ORIGINS), not yoga's, which allows every origin.
      if (key !== 'content-length' && !key.startsWith('access-control-') && key !== 'vary')
        headers[key] = value;
    });
    await send(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
  };
}
