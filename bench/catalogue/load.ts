import { Worker } from 'node:worker_threads';
import { DEFAULT_API_KEY } from '../../server/app.js';
import type { GraphqlRequest } from './timing.js';

// Plain JavaScript run in a worker thread, so the load generator (fetch, decompression, JSON)
// takes the machine's other core instead of the server's event loop.
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, apiKey, bodies, concurrency, durationMs } = workerData;
const send = async (body) => {
  const response = await fetch(url + '/graphql', { method: 'POST', body,
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey } });
  const json = await response.json();
  if (!response.ok || json.errors) throw new Error(response.status + ' ' + JSON.stringify(json.errors));
};
async function load() {
  let next = 0, done = 0, failed = 0;
  const deadline = Date.now() + durationMs;
  const client = async () => {
    while (Date.now() < deadline) {
      try { await send(bodies[next++ % bodies.length]); done++; } catch { failed++; }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  return { done, failed, ms: Date.now() - started };
}
load().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

function runClients<T>(
  url: string,
  requests: readonly GraphqlRequest[],
  options: { concurrency: number; durationMs: number },
): Promise<T> {
  const worker = new Worker(CLIENTS, {
    eval: true,
    workerData: {
      url,
      apiKey: DEFAULT_API_KEY,
      bodies: requests.map((r) => JSON.stringify(r)),
      ...options,
    },
  });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (message: { result?: T; error?: string }) => {
      void worker.terminate();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error ?? 'client worker failed'));
    });
    worker.once('error', reject);
  });
}

/** Completed requests per second with `concurrency` connections each sending back to back. */
export async function requestsPerSecond(
  url: string,
  requests: readonly GraphqlRequest[],
  concurrency: number,
  durationMs: number,
): Promise<{ rps: number; failed: number }> {
  const result = await runClients<{ done: number; failed: number; ms: number }>(url, requests, {
    concurrency,
    durationMs,
  });
  return { rps: (result.done * 1000) / result.ms, failed: result.failed };
}

/** A popularity-skewed sequence (Zipf, s = 1): a few searches are common, most are rare. */
export function zipfSequence<T>(items: readonly T[], length: number, seed = 7): T[] {
  const weights = items.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const out: T[] = [];
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    let pick = (state / 2 ** 31) * total;
    let index = 0;
    while (index < items.length - 1 && pick > (weights[index] ?? 0)) pick -= weights[index++] ?? 0;
    const item = items[index];
    if (item !== undefined) out.push(item);
  }
  return out;
}
