import { Worker } from 'node:worker_threads';
import type { BrowserRequest } from '../browser-request.js';
import { BROWSER_CLIENT_JS } from './lean-client.js';

// Plain JavaScript run in a worker thread, so the load generator (HTTP, decompression, checks)
// takes the machine's other core instead of the server's event loop. Every request is the
// storefront browser's own (browser-request.ts), persisted-query handshake included. The clients
// take turns between the two lists: a popular request (one the server has answered before),
// then a never-seen one (`fresh`, each sent once) while any is left.
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent } = require('node:http');
const { url, popular, fresh, concurrency, durationMs } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
${BROWSER_CLIENT_JS}
async function load() {
  let next = 0, nextFresh = 0, done = 0, freshDone = 0, failed = 0;
  const deadline = Date.now() + durationMs;
  const client = async () => {
    while (Date.now() < deadline) {
      const isFresh = next++ % 2 === 1 && nextFresh < fresh.length;
      const request = isFresh ? fresh[nextFresh++] : popular[next % popular.length];
      try {
        await browser(request);
        done++;
        if (isFresh) freshDone++;
      } catch {
        failed++;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  return { done, freshDone, failed, ms: Date.now() - started };
}
load().then(
  (result) => parentPort.postMessage({ result }),
  (error) => parentPort.postMessage({ error: String(error) }),
);
`;

const specs = (requests: readonly BrowserRequest[]) =>
  requests.map(({ hashed, full }) => ({ hashed, full }));

interface Result {
  done: number;
  freshDone: number;
  failed: number;
  ms: number;
}

export interface Throughput {
  /** Completed requests per second. */
  rps: number;
  failed: number;
  /** The share of completed requests that were never-seen ones. */
  freshShare: number;
}

/**
 * Completed requests per second with `concurrency` connections each sending back to back,
 * every second request a never-seen one from `fresh` (while any is left).
 */
export function requestsPerSecond(
  url: string,
  { popular, fresh }: { popular: readonly BrowserRequest[]; fresh: readonly BrowserRequest[] },
  concurrency: number,
  durationMs: number,
): Promise<Throughput> {
  const worker = new Worker(CLIENTS, {
    eval: true,
    workerData: { url, popular: specs(popular), fresh: specs(fresh), concurrency, durationMs },
  });
  return new Promise<Throughput>((resolve, reject) => {
    worker.once('message', (message: { result?: Result; error?: string }) => {
      void worker.terminate();
      const result = message.result;
      if (!result) {
        reject(new Error(message.error ?? 'client worker failed'));
        return;
      }
      resolve({
        rps: (result.done * 1000) / result.ms,
        failed: result.failed,
        freshShare: result.done === 0 ? 0 : result.freshDone / result.done,
      });
    });
    worker.once('error', reject);
  });
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
