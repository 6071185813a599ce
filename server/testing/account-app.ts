// The account tests' app: auth with a test secret and a cheap scrypt, e-mail to an outbox folder
// of its own (read with mail/mailer.ts readOutbox), removed again by close().
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SCRYPT } from '../accounts/testing.js';
import type { RateLimits } from '../http/rate-limits.js';
import { createMailer } from '../mail/mailer.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface AccountTestApp {
  app: TestApp;
  outbox: string;
  close: () => Promise<void>;
}

export async function startAccountTestApp(
  outboxPrefix: string,
  rateLimits: RateLimits,
): Promise<AccountTestApp> {
  const outbox = await mkdtemp(join(tmpdir(), `${outboxPrefix}-`));
  const app = await startTestApp({
    mailer: createMailer({ outboxDir: outbox, from: 'ATV-Huset <test@example.test>' }),
    publicUrl: 'https://shop.example.test',
    scrypt: TEST_SCRYPT,
    authSecret: 'a-test-secret-that-is-long-enough-for-hmac',
    rateLimits,
  });
  return {
    app,
    outbox,
    close: async () => {
      await app.close();
      await rm(outbox, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
