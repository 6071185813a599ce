import { existsSync } from 'node:fs';
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
/**
 * Debian's headless build of Chromium (package chromium-headless-shell, the same source and
 * version as /usr/bin/chromium) is what Playwright itself runs for headless tests; the full
 * browser in headless mode costs twice the CPU per test here (measured: 20 tests in 63 s
 * against 122 s on 2 cores). `.ci/run` installs it; without it the tests use /usr/bin/chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
/**
 * The headless shell never fires Background Sync's `sync` event (a change queued offline stays
 * queued after the network returns while no page is open; the full browser replays it), so the
 * tests tagged @background-sync run in the full browser, in a project of their own.
 */
const BACKGROUND_SYNC = /@background-sync/;
/** The tag manager container the e2e server names (tests/e2e/consent.spec.ts intercepts it). */
export const E2E_TAG_MANAGER_ID = 'GTM-E2ETEST';

const CHROMIUM_ARGS = [
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
];

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
    // A shopper who has answered the cookie banner (necessary only), so the banner covers nothing
    // the journeys click; tests/e2e/consent.spec.ts starts without it, and a spec that reads the
    // analytics events gives statistics consent itself (support/consent.ts).
    storageState: {
      cookies: [
        {
          name: 'ralph-consent',
          value: 'v1.s0.m0.1764000000',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    // Off by default: each new context would install the worker and precache the whole build.
    // The offline, update, checkout and first-visit specs allow it (test.use at their top).
    serviceWorkers: 'block',
    // Recording a trace (screencast frames included) for every test costs as much CPU as the
    // test itself here; a failed test is retried in CI and its retry is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: BACKGROUND_SYNC,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'desktop-full-browser',
      grep: BACKGROUND_SYNC,
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER,
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      name: 'phone',
      grep: /@phone/,
      grepInvert: BACKGROUND_SYNC,
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
      RATE_LIMIT_CARTS: '100000/60',
      RATE_LIMIT_CODES: '1000/60',
      RATE_LIMIT_NEWSLETTER: '1000/60',
      RATE_LIMIT_ORDERS: '1000/60',
      RATE_LIMIT_REVIEWS: '1000/60',
      RATE_LIMIT_STOCK_ALERTS: '1000/60',
      // The editor-only APIs the journeys use (restocking a size: tests/e2e/stock-alerts.spec.ts).
      EDITOR_TOKEN: E2E_EDITOR_TOKEN,
      UNPAID_ORDERS_PER_CLIENT: '1000',
      UNPAID_UNITS_PER_CLIENT: '100000',
      // A container id, so the consent spec sees the tag manager asked for only with consent.
      GTM_CONTAINER_ID: E2E_TAG_MANAGER_ID,
      // The red global message on every page (tests/e2e/site-pieces.spec.ts), in the shell too.
      GLOBAL_MESSAGE_NB: 'Demobutikk: ingen bestillinger sendes, og ingen penger trekkes.',
      GLOBAL_MESSAGE_NN: 'Demobutikk: ingen bestillingar blir sende, og ingen pengar blir trekte.',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    reuseExistingServer: !isCI,
    // First start may build the client (when dist/ is stale) and seeds the demo catalogue.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
