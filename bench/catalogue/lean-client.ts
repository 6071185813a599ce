import { Worker } from 'node:worker_threads';
import { DEFAULT_API_KEY } from '../../server/app.js';
import type { GraphqlRequest } from './timing.js';

// postLean (timing.ts) run in a worker thread: the client's own work (writing the request,
// parsing the response, its garbage) happens on the other core, as it would in a real client
// process, instead of on the server's event loop between the server's turns. Plain JavaScript,
// so the worker needs no TypeScript loader. The worker times each request itself, from just
// before the request is written until its last byte is read: message passing is not timed,
// nor is decoding the answer to check it. `compressed` asks for br/gzip as a browser does.
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const { brotliDecompressSync, gunzipSync } = require('node:zlib');
const { url, apiKey, compressed } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const decode = (bytes, encoding) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
function postLean(body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url + '/graphql', {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-api-key': apiKey,
        ...(compressed ? { 'accept-encoding': 'br, gzip' } : {}),
      },
    }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        // Checked after the clock stopped: decoding is the client's own work.
        const text = decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8');
        if (res.statusCode === 200 && !text.includes('"errors"')) resolve(ms);
        else reject(new Error('GraphQL ' + res.statusCode + ': ' + text.slice(0, 300)));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
parentPort.on('message', ({ id, body }) => {
  postLean(body).then(
    (ms) => parentPort.postMessage({ id, ms }),
    (error) => parentPort.postMessage({ id, error: String(error) }),
  );
});
`;

export interface LeanClient {
  /** Sends the request from the worker; resolves with the milliseconds the worker measured. */
  post(request: GraphqlRequest): Promise<number>;
  close(): Promise<void>;
}

/** A keep-alive GraphQL client (as postLean) in a worker thread of its own. */
export function leanClientWorker(url: string, { compressed = false } = {}): LeanClient {
  const worker = new Worker(CLIENT, {
    eval: true,
    workerData: { url, apiKey: DEFAULT_API_KEY, compressed },
  });
  const pending = new Map<number, { resolve: (ms: number) => void; reject: (e: Error) => void }>();
  let next = 0;
  worker.on('message', ({ id, ms, error }: { id: number; ms?: number; error?: string }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error !== undefined || ms === undefined) waiting?.reject(new Error(error));
    else waiting?.resolve(ms);
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  return {
    post: (request) =>
      new Promise<number>((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, body: JSON.stringify(request) });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** Milliseconds of each request, sent one at a time by the client. */
export async function timeEachWith(
  client: LeanClient,
  requests: readonly GraphqlRequest[],
): Promise<number[]> {
  const times: number[] = [];
  for (const request of requests) times.push(await client.post(request));
  return times;
}
