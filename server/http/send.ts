import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { createLru } from '../cache/registry.js';
import { compress, isCompressible, pickEncoding, type Encoding } from './compress.js';

// Cached catalogue answers repeat byte for byte: compress each distinct body once. Bounded in
// bytes (a compressed answer is counted at its uncompressed size until it is done).
const compressed = createLru<string, Promise<Buffer>>('compressed-bodies', {
  sizeCalculation: (_value, key) => Number(key.split(':')[1]) || 1,
});

function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${body.length}:${createHash('sha1').update(body).digest('base64')}`;
  let result = compressed.get(key);
  if (!result) {
    result = compress(body, encoding, 'dynamic');
    compressed.set(key, result);
  }
  return result;
}

/** Writes a response, compressing it on the fly when the client accepts br/gzip. */
export async function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
): Promise<void> {
  const type = headers['content-type'] ?? '';
  const out: OutgoingHttpHeaders = { ...headers };
  let payload = body;
  if (isCompressible(type, body.length)) {
    // Kept with what the answer already varies by (CORS: Origin), in its headers or set before.
    const vary = out.vary ?? res.getHeader('vary');
    out.vary = vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding';
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding) {
      payload = await compressOnce(body, encoding);
      out['content-encoding'] = encoding;
    }
  }
  out['content-length'] = payload.length;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: OutgoingHttpHeaders = {},
): Promise<void> {
  const body = Buffer.from(JSON.stringify(value));
  return send(
    req,
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', ...headers },
    body,
  );
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
): Promise<void> {
  return send(req, res, status, { 'content-type': 'text/plain; charset=utf-8' }, Buffer.from(text));
}

/** A JSON error shaped like a GraphQL error response, so API clients show one kind of message. */
export function sendJsonError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  code: string,
  headers: OutgoingHttpHeaders = {},
): Promise<void> {
  return sendJson(req, res, status, { errors: [{ message, extensions: { code } }] }, headers);
}

/** If-None-Match may list several tags, and proxies that compress turn them weak (W/). */
export function etagMatches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
