// The offline walk of issue 12 at length: 200 steps (offline, online, adds, quantity steps,
// removals, reloads, a second tab, newsletter sign-ups) with a random seed, printed so a bad
// walk can be replayed (`--seed N`). Figures:
//   offlineChaosLost        units and sign-ups the shopper made that the shop lacks (worst check)
//   offlineChaosDuplicated  units and sign-ups the shop holds beyond what the shopper made
//   offlineChaosSyncMs      worst time from the network's return to the shop matching the walk
//   offlineChaosStaleTabs   open tabs whose cart badge did not show the shop's cart by then
import { chromium, request as playwrightRequest } from '@playwright/test';
import { runOfflineChaos } from '../tests/e2e/support/offline-chaos.js';
import { findProducts } from '../tests/e2e/support/offline-shop.js';
import { CHROME_FLAGS } from './lighthouse.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', ...CHROME_FLAGS, '--disable-gpu-rasterization'];

export interface OfflineChaosFigures {
  offlineChaosSeed: number;
  offlineChaosSteps: number;
  offlineChaosLost: number;
  offlineChaosDuplicated: number;
  offlineChaosSyncMs: number | null;
  offlineChaosStaleTabs: number;
}

export async function benchOfflineChaos(
  url: string,
  { steps = 200, seed = Math.floor(Math.random() * 2 ** 31) } = {},
): Promise<OfflineChaosFigures> {
  console.info(`Offline walk: ${steps} steps, seed ${seed} (replay with --seed ${seed})`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const request = await playwrightRequest.newContext({ baseURL: url });
  try {
    const context = await browser.newContext({
      baseURL: url,
      locale: 'nb-NO',
      serviceWorkers: 'allow',
      viewport: { width: 1440, height: 900 },
    });
    const products = await findProducts(request, 5, 0);
    const started = performance.now();
    const result = await runOfflineChaos({
      context,
      request,
      products,
      seed,
      steps,
      log: (line) => {
        if (line.includes('back online') || process.env['CHAOS_LOG']) console.info(line);
      },
    });
    console.info(
      `Offline walk done in ${Math.round((performance.now() - started) / 1000)} s: ${JSON.stringify(result.actions)}`,
    );
    return {
      offlineChaosSeed: seed,
      offlineChaosSteps: steps,
      offlineChaosLost: result.lost,
      offlineChaosDuplicated: result.duplicated,
      offlineChaosSyncMs: result.worstSyncMs,
      offlineChaosStaleTabs: result.staleTabs,
    };
  } finally {
    await request.dispose();
    await browser.close();
  }
}
