import { defineConfig, devices } from '@playwright/test';
import { E2E_EDITOR_TOKEN } from './tests/e2e/support/editor.js';

// Browser tests run in the system Chromium (never `npx playwright install`: downloads are
// blocked) against the production build and server, on their own port and data directory.
// On 2 cores the browsers compete with the server for CPU, so the suite keeps Chromium's own
// work small: no trace recording unless a test is retried, CPU raster instead of SwiftShader,
// no service worker where a test does not need one, and
// the phone runs the journeys whose layout differs on a phone (tagged @phone).
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // CI retries a failed test once, so a flaky one is seen (and traced), and then fails the run:
  // a test that passes only on its retry is a bug in the test or the shop, never a pass.
  retries: isCI ? 1 : 0,
  failOnFlakyTests: isCI,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // Off by default: each new context would install the worker and precache the whole build.
    // The offline, update, checkout and first-visit specs allow it (test.use at their top).
    serviceWorkers: 'block',
    // Recording a trace (screencast frames included) for every test costs as much CPU as the
    // test itself here; a failed test is retried in CI and its retry is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Debian's /etc/chromium.d adds --enable-gpu-rasterization, which with --disable-gpu
        // rasterises through SwiftShader: far more CPU than Skia's own software raster.
        '--disable-gpu-rasterization',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    // The production server as `node …` so the pid Playwright stops is the server itself.
    // scripts/e2e-server.mjs empties .e2e-data/ first: every run seeds a fresh catalogue.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/`,
    // E2E_DATA_DIR and DIST_DIR keep parallel runs (one per port) out of each other's way.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
      // Every test's shopper comes from 127.0.0.1: the per-client limits (README, Limits) would
      // count a whole run as one shopper. Their own tests are server/graphql/rate-limits*.test.ts.
      RATE_LIMIT_CODES: '1000/60',
      RATE_LIMIT_NEWSLETTER: '1000/60',
      RATE_LIMIT_ORDERS: '1000/60',
      UNPAID_ORDERS_PER_CLIENT: '1000',
      // The content journeys act as an editor with it (tests/e2e/content.spec.ts).
      EDITOR_TOKEN: E2E_EDITOR_TOKEN,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    reuseExistingServer: !isCI,
    // First start may build the client (when dist/ is stale) and seeds the demo catalogue.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
