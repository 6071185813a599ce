import { expect, test } from './support/test.js';
import { runOfflineChaos } from './support/offline-chaos.js';
import { findProducts } from './support/offline-shop.js';

// Issue 12: a fixed-seed walk of at least 40 steps (offline, online, adds, quantity steps,
// removals, reloads, a second tab, newsletter sign-ups); after every return online the shop's
// cart and sign-ups equal what the shopper did, and every open tab shows the shop's cart.
// `npm run bench -- --only offline` walks 200 steps with a random seed.

test.use({ serviceWorkers: 'allow' });

const SEED = 20261125;

test('a seeded walk on and off the network loses and duplicates nothing', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const products = await findProducts(request, 4, 0);
  const lines: string[] = [];
  expect(page).toBeTruthy();
  const result = await runOfflineChaos({
    context,
    request,
    products,
    seed: SEED,
    steps: 48,
    log: (line) => lines.push(line),
  }).finally(() => testInfo.attach('walk', { body: lines.join('\n'), contentType: 'text/plain' }));
  console.info(
    `offline walk seed ${SEED}: ${JSON.stringify(result.actions)}, ${result.checks.length} returns online, worst sync ${result.worstSyncMs} ms`,
  );
  expect(result.checks.length).toBeGreaterThanOrEqual(3);
  expect(result.actions['add'] ?? 0).toBeGreaterThanOrEqual(5);
  expect({ lost: result.lost, duplicated: result.duplicated, staleTabs: result.staleTabs }).toEqual(
    {
      lost: 0,
      duplicated: 0,
      staleTabs: 0,
    },
  );
  expect(result.worstSyncMs).not.toBeNull();
});
