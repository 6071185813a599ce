// loginP95Ms: how long a customer waits for a login, with the password hash at its production
// cost (scrypt N=2^15, r=8, p=1: server/accounts/password.ts). One shopper at a time through
// HTTP as the storefront does it: the sign endpoint, then POST /api/auth/login with the
// client's SHA-384. Also loginConcurrentP95Ms: 4 shoppers logging in at once, where the hashes
// queue on libuv's thread pool (4 threads) and the machine's cores.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { createApp } from '../server/app.js';
import { PRODUCTION_SCRYPT } from '../server/accounts/password.js';
import { migrate } from '../server/db/migrate.js';
import { pgliteDb, startPglite } from '../server/db/pglite-db.js';
import { NO_RATE_LIMITS } from '../server/http/rate-limits.js';
import { createMailer } from '../server/mail/mailer.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the storefront sends (src/features/account/password-hash.ts, salt included). */
const clientHash = (password: string) =>
  createHash('sha384').update(`atvhuset-storefront:${password}`).digest('hex');

const p95 = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return Number((sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN).toFixed(2));
};

// What the storefront's fetch sends from the shop's own page: a same-origin POST carries Origin.
const browserHeaders = (url: string) => ({
  accept: 'application/json',
  origin: new URL(url).origin,
});

async function post(url: string, body: unknown): Promise<number> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...browserHeaders(url), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

async function signed(base: string, action: 'login' | 'register', email: string): Promise<void> {
  const sign = (await (
    await fetch(`${base}/api/auth/sign/${encodeURIComponent(email)}`, {
      headers: { accept: 'application/json' },
    })
  ).json()) as {
    signature: string;
  };
  const status = await post(`${base}/api/auth/${action}`, {
    username: email,
    signature: sign.signature,
    password: clientHash('bench-passord'),
  });
  if (status !== 200) throw new Error(`${action} answered ${status}`);
}

export async function benchLogin(
  logins = 60,
): Promise<{ loginP95Ms: number; loginConcurrentP95Ms: number; loginScryptN: number }> {
  const outbox = await mkdtemp(join(tmpdir(), 'bench-login-'));
  const db = pgliteDb(await startPglite({}));
  await migrate(db);
  const server = createServer(
    createApp({
      db,
      distDir: null,
      logger: createLogger('error'),
      rateLimits: NO_RATE_LIMITS,
      scrypt: PRODUCTION_SCRYPT,
      mailer: createMailer({ outboxDir: outbox, from: 'bench@example.test' }),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const emails = Array.from({ length: 8 }, (_, i) => `bench${i}@example.test`);
    for (const email of emails) await signed(base, 'register', email);
    // Warm-up: JIT, the dummy hash, PGlite's plans.
    for (const email of emails) await signed(base, 'login', email);
    const times: number[] = [];
    for (let i = 0; i < logins; i++) {
      const started = performance.now();
      await signed(base, 'login', emails[i % emails.length] ?? '');
      times.push(performance.now() - started);
    }
    const concurrent: number[] = [];
    for (let round = 0; round < logins / 4; round++)
      await Promise.all(
        emails.slice(0, 4).map(async (email) => {
          const started = performance.now();
          await signed(base, 'login', email);
          concurrent.push(performance.now() - started);
        }),
      );
    return {
      loginP95Ms: p95(times),
      loginConcurrentP95Ms: p95(concurrent),
      loginScryptN: PRODUCTION_SCRYPT.N,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db.close();
    await rm(outbox, { recursive: true, force: true });
  }
}
