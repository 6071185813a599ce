// Profiling aid for addToCartP95Ms / placeOrderP95Ms: one shopper at a time (no queueing), on
// the cart bench's data and documents, with each request split into its transaction (time and
// statements) and the statements outside it. npx tsx bench/profile-cart.ts
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createLogger } from 'graphql-yoga';
import { createApp, warmUpApp } from '../server/app.js';
import { NO_RATE_LIMITS } from '../server/http/rate-limits.js';
import { migrate } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/open.js';
import type { Db, Queryable } from '../server/db/types.js';
import { addVariables, benchSkus, orderInput, post, seededCopy } from './cart.js';
import { clientDocument } from './client-documents.js';
import { percentile } from './catalogue/timing.js';

interface Tally {
  statements: number;
  ms: number;
}
const byStatement = new Map<string, number[]>();
const inTx: Tally = { statements: 0, ms: 0 };
const outside: Tally = { statements: 0, ms: 0 };

/** BY_STATEMENT=1: the time of each kind of statement in a transaction, listed at the end. */
async function timed<T>(tally: Tally, work: () => Promise<T>, sql?: string): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const ms = performance.now() - started;
    tally.statements++;
    tally.ms += ms;
    if (sql && process.env.BY_STATEMENT) {
      const name = sql.replace(/\s+/g, ' ').slice(0, 60);
      byStatement.set(name, [...(byStatement.get(name) ?? []), ms]);
    }
  }
}

function counting(db: Db): Db {
  const wrapTx = (tx: Queryable): Queryable => ({
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      timed(inTx, () => tx.query<Row>(sql, params), sql),
    exec: (sql) => timed(inTx, () => tx.exec(sql), sql),
  });
  return {
    kind: db.kind,
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      timed(outside, () => db.query<Row>(sql, params)),
    exec: (sql) => timed(outside, () => db.exec(sql)),
    transaction: (fn) => db.transaction((tx) => fn(wrapTx(tx))),
    close: () => db.close(),
  };
}

const dir = await seededCopy();
const raw = await openDatabase({ dataDir: dir });
await migrate(raw);
const skus = await benchSkus(raw);
const db = counting(raw);
// One client places every order here: the per-shopper limits would stop it after three.
const options = { db, distDir: null, logger: createLogger('error'), rateLimits: NO_RATE_LIMITS };
await warmUpApp(options);
const app = createApp(options);
let serverMs = 0;
const server = createServer((req, res) => {
  const started = performance.now();
  res.on('finish', () => (serverMs = performance.now() - started));
  app(req, res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const ADD = clientDocument('AddToCart');
const PLACE = clientDocument('PlaceOrder');

interface Sample {
  ms: number;
  serverMs: number;
  txStatements: number;
  txMs: number;
  outStatements: number;
  outMs: number;
}
const samples = { add: [] as Sample[], place: [] as Sample[] };
async function measure<T>(kind: keyof typeof samples, keep: boolean, work: () => Promise<T>) {
  Object.assign(inTx, { statements: 0, ms: 0 });
  Object.assign(outside, { statements: 0, ms: 0 });
  const started = performance.now();
  const result = await work();
  if (keep)
    samples[kind].push({
      ms: performance.now() - started,
      serverMs,
      txStatements: inTx.statements,
      txMs: inTx.ms,
      outStatements: outside.statements,
      outMs: outside.ms,
    });
  return result;
}

// CPU_PROFILE=file.cpuprofile: a V8 profile of the measured shoppers only.
const profiler = process.env.CPU_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
let n = 0;
for (let shopper = 0; shopper < 45; shopper++) {
  const keep = shopper >= 5; // the first shoppers warm the JIT and caches
  let cartId: string | null = null;
  for (let i = 0; i < 8; i++) {
    const skuId = skus[(n++ * 7919) % skus.length] ?? 0;
    const data = await measure('add', keep, () => post(url, ADD, addVariables(cartId, skuId)));
    cartId = (data.addToCart as { id: string }).id;
  }
  const id = cartId;
  if (id) await measure('place', keep, () => post(url, PLACE, { input: orderInput(id) }));
}
if (profiler && process.env.CPU_PROFILE) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.CPU_PROFILE, JSON.stringify(profile));
}
const row = (list: Sample[], key: keyof Sample) => ({
  p50: Number(
    percentile(
      list.map((s) => s[key]),
      50,
    ).toFixed(2),
  ),
  p95: Number(
    percentile(
      list.map((s) => s[key]),
      95,
    ).toFixed(2),
  ),
});
for (const [kind, list] of Object.entries(samples)) {
  console.info(kind);
  console.table({
    'request ms (client to client)': row(list, 'ms'),
    'ms in the server (request to response)': row(list, 'serverMs'),
    'statements in its transaction': row(list, 'txStatements'),
    'ms in those statements': row(list, 'txMs'),
    'statements outside it': row(list, 'outStatements'),
    'ms in those statements ': row(list, 'outMs'),
  });
}
for (const [name, list] of byStatement)
  console.info(name, percentile(list, 50).toFixed(2), percentile(list, 95).toFixed(2), list.length);
server.closeAllConnections();
server.close();
await raw.close();
rmSync(dir, { recursive: true, force: true });
