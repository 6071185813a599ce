// What the profiling aids (bench/profile-*.ts) share: the 100k catalogue on an app that times
// each request in the server, and an optional V8 profile (CPU_PROFILE=file.cpuprofile) of the
// measured requests only.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { createApp } from '../../server/app.js';
import type { Db } from '../../server/db/types.js';
import { openCatalogue } from './data-dir.js';
import { percentile, post } from './timing.js';

export interface ProfiledApp {
  db: Db;
  url: string;
  /** Starts the profile (with CPU_PROFILE) and the server-side timings from here. */
  measure(): Promise<void>;
  /** Writes the profile and prints the server-side p50 and p95. */
  report(): Promise<void>;
  close(): Promise<void>;
}

export async function profiledApp(cacheResponses: boolean): Promise<ProfiledApp> {
  const db = await openCatalogue(console.info);
  const app = createApp({ db, distDir: null, logger: createLogger('error'), cacheResponses });
  const serverTimes: number[] = [];
  const server = createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () => serverTimes.push(performance.now() - started));
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The first list request loads the in-memory list index.
  await post(url, { query: '{ products { count } }', variables: {} });
  const file = process.env.CPU_PROFILE;
  const profiler = file ? new Session() : null;
  return {
    db,
    url,
    async measure() {
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      serverTimes.length = 0;
    },
    async report() {
      if (profiler && file) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(file, JSON.stringify(profile));
      }
      console.info('in the server', {
        p50: percentile(serverTimes, 50),
        p95: percentile(serverTimes, 95),
      });
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await db.close();
    },
  };
}
