// Profiling aid for graphqlOverhead: the bench's bare app (no answer or card caches), its 200
// searches measured as bench/catalogue/overhead.ts does, then split per request into time in
// the server, in SQL inside the request, and a trivial query's HTTP round trip.
// npx tsx bench/profile-overhead.ts  (node --cpu-prof via NODE_OPTIONS for a profile)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { createApp } from '../server/app.js';
import { openCatalogue } from './catalogue/data-dir.js';
import { leanClientWorker } from './catalogue/lean-client.js';
import { graphqlOverhead, inProcessClient, recordingDb } from './catalogue/overhead.js';
import { percentile, post, postLean } from './catalogue/timing.js';
import * as workload from './catalogue/workload.js';

const db = await openCatalogue(console.info);
let inSql = 0;
const timed: typeof db = {
  ...db,
  kind: db.kind,
  query: async (sql, params) => {
    const t = performance.now();
    try {
      return await db.query(sql, params);
    } finally {
      inSql += performance.now() - t;
    }
  },
  exec: (sql) => db.exec(sql),
  transaction: (fn) => db.transaction(fn),
  close: () => db.close(),
};
const recorder = recordingDb(timed);
const app = createApp({
  db: recorder.db,
  distDir: null,
  logger: createLogger('error'),
  cacheResponses: false,
});
let inServer = 0;
let startedAt = 0;
let finishedAt = 0;
const server = createServer((req, res) => {
  const t = performance.now();
  startedAt = t;
  res.on('finish', () => {
    finishedAt = performance.now();
    inServer += finishedAt - t;
  });
  app(req, res);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
await post(url, { query: '{ products { count } }', variables: {} });
const texts = await workload.searchTexts(db);
const searches = workload.searchRequests(texts, 300).slice(0, 200);
// Both clients, interleaved: on this thread (sharing the server's event loop) and in a worker.
const worker = leanClientWorker(url);
for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
  console.info(
    'in process',
    await graphqlOverhead(inProcessClient(url), url, recorder, db, searches),
  );
  console.info('worker    ', await graphqlOverhead(worker, url, recorder, db, searches));
}
await worker.close();
const med = (a: number[]) => percentile(a, 50);
const total: number[] = [];
const sqlIn: number[] = [];
const serverT: number[] = [];
const toServer: number[] = [];
const toClient: number[] = [];
for (const r of searches) {
  await postLean(url, r);
  inSql = 0;
  inServer = 0;
  const t = performance.now();
  await postLean(url, r);
  const done = performance.now();
  total.push(done - t);
  toServer.push(startedAt - t);
  toClient.push(done - finishedAt);
  sqlIn.push(inSql);
  serverT.push(inServer);
}
const trivial: number[] = [];
for (let i = 0; i < 300; i++) {
  const t = performance.now();
  await postLean(url, { query: '{ __typename }', variables: {} });
  trivial.push(performance.now() - t);
}
console.info({
  total: med(total),
  server: med(serverT),
  toServer: med(toServer),
  toClient: med(toClient),
  sqlInRequest: med(sqlIn),
  trivialHttp: med(trivial),
});
const stop = recorder.record();
await post(url, searches[0] ?? { query: '{ __typename }', variables: {} });
console.info(stop().map((s) => s.sql.slice(0, 200)));
server.closeAllConnections();
server.close();
await db.close();
