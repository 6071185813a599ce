import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { handOver } from './fast-lane.js';
import type { GraphqlHandler } from './yoga.js';
import { send, sendJsonError } from '../http/send.js';
import { unsoundRequestText } from '../http/request-text.js';

/** What a GET's parameters hold that no request may (limits.ts): its text checked as a body's. */
function unsoundSearch(url: string | undefined): string | null {
  const params = new URL(url ?? '/graphql', 'http://localhost').searchParams;
  const query = params.get('query') ?? '';
  // The query text's own braces are the document's depth (Armor's limit), not JSON nesting.
  const nul = unsoundRequestText(query.replace(/[{}[\]]/g, ''));
  if (nul) return nul;
  return (
    unsoundRequestText(params.get('variables') ?? '') ??
    unsoundRequestText(params.get('extensions') ?? '')
  );
}

function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body, or null once it grows past `limit` bytes (the rest is not read). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let bytes = 0;
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        req.off('data', onData);
        req.pause();
        resolve(null);
      } else chunks.push(chunk);
    };
    req.on('data', onData);
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
 * /graphql: the public API key first, the body's size, then the fast lane, else yoga; the body is
 * compressed here, not by yoga. Every request takes this one path, with or without Origin (a
 * browser's or a script's): the lane and yoga apply the same limits (graphql/limits.ts), and in
 * production the same refusal of introspection (INTROSPECTION_DISABLED, no "Did you mean"
 * hints; introspection.test.ts).
 */
export function graphqlRoute({ yoga, lane, limits, clientOf }: GraphqlHandler, apiKey: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!sameSecret(req.headers['x-api-key'], apiKey)) {
      await sendJsonError(req, res, 401, 'Missing or invalid X-Api-Key header', 'UNAUTHENTICATED');
      return;
    }
    const method = req.method;
    // A POST is JSON (the storefront's, Apollo's, any GraphQL client's). A form's types (what a
    // page on another site can send without asking) get 415, a second guard behind the API key.
    if (
      method === 'POST' &&
      !/^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '')
    ) {
      await sendJsonError(
        req,
        res,
        415,
        'Send the request as JSON (Content-Type: application/json)',
        'UNSUPPORTED_MEDIA_TYPE',
        { connection: 'close' },
      );
      return;
    }
    const body = method === 'POST' ? await readBody(req, limits.bodyBytes) : undefined;
    if (body === null) {
      // The rest of the body is not read: the connection closes after the answer.
      const kb = Math.floor(limits.bodyBytes / 1024);
      await sendJsonError(
        req,
        res,
        413,
        `Request body larger than ${kb} kB; send a shorter query or fewer variables`,
        'PAYLOAD_TOO_LARGE',
        { connection: 'close' },
      );
      return;
    }
    // NUL characters and runaway nesting: a clear 400 before any parser or the database.
    const unsound = body ? unsoundRequestText(body.toString('latin1')) : unsoundSearch(req.url);
    if (unsound) {
      await sendJsonError(req, res, 400, unsound, 'BAD_REQUEST');
      return;
    }
    const answer =
      lane && (method === 'GET' || method === 'POST')
        ? await lane.answer({
            method,
            headers: req.headers,
            search: body ? null : new URL(req.url ?? '/graphql', 'http://localhost').searchParams,
            body: body ?? null,
            client: clientOf(req),
          })
        : null;
    if (answer && 'body' in answer) return send(req, res, 200, answer.headers, answer.body);
    // yoga answers the rest; a mutation the lane ran already comes with its result.
    if (answer) handOver(req, answer);
    // A body has been read: yoga gets it as a fetch Request.
    const response = body
      ? await yoga.fetch(
          `http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`,
          { method, headers: fetchHeaders(req), body },
          { req, res },
        )
      : await yoga.handleNodeRequestAndResponse(req, res);
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
