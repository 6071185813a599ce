import { Worker } from 'node:worker_threads';
import type { BrowserRequest } from '../browser-request.js';

// The storefront's browser, as a keep-alive HTTP client in a worker thread: the client's own
// work (writing the request, reading the answer, its garbage) happens on the other core, as it
// would in a real browser, instead of on the server's event loop between the server's turns.
// Each request is the browser's own (browser-request.ts): its method, address, headers and body,
// the persisted query's hash first and, when the server answers PERSISTED_QUERY_NOT_FOUND, the
// whole query (the automatic persisted-query handshake: one more round trip, timed with the
// first as the shopper waits for both). Plain JavaScript, so the worker needs no TypeScript
// loader. The worker times each request from just before it is written until the last byte of
// its (last) answer: message passing is not timed, nor is decoding the answer to check it.

/**
 * The browser's requests in plain JavaScript for a worker thread: `browser({ hashed, full })`
 * sends one request (with the handshake when needed) and resolves with { ms, handshake }. The
 * worker defines `url` (the shop's origin) and `agent` (a node:http Agent) before it.
 */
export const BROWSER_CLIENT_JS = `const { request } = require('node:http');
const { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } = require('node:zlib');
const decode = (bytes, encoding) =>
  encoding === 'br' ? brotliDecompressSync(bytes)
  : encoding === 'gzip' ? gunzipSync(bytes)
  : encoding === 'deflate' ? inflateSync(bytes)
  : encoding === 'zstd' ? zstdDecompressSync(bytes)
  : bytes;
function send(spec) {
  return new Promise((resolve, reject) => {
    const headers = spec.body === null
      ? spec.headers
      : { ...spec.headers, 'content-length': Buffer.byteLength(spec.body) };
    const req = request(url + spec.path, { method: spec.method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, bytes: Buffer.concat(chunks),
        encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(spec.body === null ? undefined : spec.body);
  });
}
const text = (answer) => decode(answer.bytes, answer.encoding).toString('utf8');
const missing = (answer) => answer.status === 200 && answer.bytes.length < 400 &&
  /PERSISTED_QUERY_NOT_FOUND|PersistedQueryNotFound/.test(text(answer));
async function browser({ hashed, full }) {
  const started = performance.now();
  let answer = await send(hashed);
  let handshake = false;
  if (missing(answer)) {
    handshake = true;
    answer = await send(full);
  }
  const ms = performance.now() - started;
  // Checked after the clock stopped: decoding is the client's own work.
  const body = text(answer);
  if (answer.status !== 200 || body.includes('"errors"'))
    throw new Error('GraphQL ' + answer.status + ': ' + body.slice(0, 300));
  return { ms, handshake };
}
`;

const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent } = require('node:http');
const { url } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
${BROWSER_CLIENT_JS}
parentPort.on('message', ({ id, request }) => {
  browser(request).then(
    (timed) => parentPort.postMessage({ id, ...timed }),
    (error) => parentPort.postMessage({ id, error: String(error) }),
  );
});
`;

export interface Timed {
  ms: number;
  /** The server did not know the persisted query: the whole query went in a second request. */
  handshake: boolean;
}

export interface LeanClient {
  /** Sends the request from the worker; resolves with the milliseconds the worker measured. */
  send(request: BrowserRequest): Promise<Timed>;
  close(): Promise<void>;
}

/** The storefront's browser on `url` (the shop's origin) in a worker thread of its own. */
export function leanClientWorker(url: string): LeanClient {
  const worker = new Worker(CLIENT, { eval: true, workerData: { url } });
  const pending = new Map<number, { resolve: (t: Timed) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.on('message', (message: { id: number; error?: string } & Partial<Timed>) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error !== undefined || message.ms === undefined)
      waiting?.reject(new Error(message.error));
    else waiting?.resolve({ ms: message.ms, handshake: message.handshake === true });
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  return {
    send: (request) =>
      new Promise<Timed>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, request: { hashed: request.hashed, full: request.full } });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** Milliseconds of each request, sent one at a time by the client. */
export async function timeEachWith(
  client: LeanClient,
  requests: readonly BrowserRequest[],
): Promise<number[]> {
  const times: number[] = [];
  for (const request of requests) times.push((await client.send(request)).ms);
  return times;
}
