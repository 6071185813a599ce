import {
  expect as playwrightExpect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { localePath } from './catalogue.js';
import { gql } from './lists.js';
import {
  cartButton,
  pendingStatus,
  serverCart,
  type ServerCartLine,
  type ShopProduct,
} from './offline-shop.js';

// A seeded random walk of a field buyer (issue 12): offline and online, adds, quantity steps,
// removals, reloads, a second tab and newsletter sign-ups, with a model of what the shopper did.
// After every return online the shop's cart and sign-ups are compared with the model: what the
// model has and the shop lacks is lost, what the shop has beyond it is duplicated. Used by the
// Playwright suite (fixed seed) and by `npm run bench -- --only offline` (random seed).

export interface ChaosOptions {
  context: BrowserContext;
  request: APIRequestContext;
  /** Products to add, each visited online first so an offline visit finds its page. */
  products: ShopProduct[];
  seed: number;
  steps: number;
  /** How long a return online may take to match the model before it counts as lost. */
  syncTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface ChaosCheck {
  step: number;
  /** From the network's return to the shop matching the model, in ms (null: never matched). */
  syncMs: number | null;
  lost: number;
  duplicated: number;
  /** Open tabs whose cart badge did not show the shop's cart once it matched. */
  staleTabs: number;
}

export interface ChaosResult {
  seed: number;
  steps: number;
  actions: Record<string, number>;
  checks: ChaosCheck[];
  lost: number;
  duplicated: number;
  staleTabs: number;
  worstSyncMs: number | null;
}

// The same waits in the test runner and in the bench (which has no runner's config).
const expect = playwrightExpect.configure({ timeout: 10_000 });

/** mulberry32: a small, good-enough PRNG that a seed replays exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Action = 'network' | 'add' | 'plus' | 'minus' | 'remove' | 'reload' | 'tab' | 'signUp';

const WEIGHTS: [Action, number][] = [
  ['network', 3],
  ['add', 6],
  ['plus', 3],
  ['minus', 2],
  ['remove', 2],
  ['reload', 2],
  ['tab', 1],
  ['signUp', 1],
];

/** Most units of one line the walk builds up (well under stock and the 50-per-line threshold). */
const MAX_LINE = 8;

const badgeName = (count: number) =>
  count === 0
    ? /^Handlekurv(, 0 varer)?$/
    : `Handlekurv, ${count} ${count === 1 ? 'vare' : 'varer'}`;

const pendingCount = async (page: Page): Promise<number> => {
  const text = (await pendingStatus(page).textContent()) ?? '';
  const match = /(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
};

const cartLines = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Handlekurv' })
    .getByRole('list', { name: 'Varer i handlekurven' });

export async function runOfflineChaos(options: ChaosOptions): Promise<ChaosResult> {
  const { context, request, products, seed, steps } = options;
  const syncTimeoutMs = options.syncTimeoutMs ?? 60_000;
  const log = options.log ?? (() => undefined);
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('pick from nothing');
    return item;
  };
  const model = new Map<number, number>();
  const signUps: string[] = [];
  const actions: Record<string, number> = {};
  const checks: ChaosCheck[] = [];
  let online = true;
  let tabs: Page[] = [context.pages()[0] ?? (await context.newPage())];
  let current = 0;
  const page = () => {
    const tab = tabs[current];
    if (!tab) throw new Error('no tab');
    return tab;
  };

  const ready = async (tab: Page) => {
    await expect(cartButton(tab)).toBeVisible({ timeout: 20_000 });
  };

  // Every product page once online, under the worker's control: it caches what an offline
  // visit needs.
  await page().goto('/');
  await page().waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  for (const product of products) {
    await page().goto(localePath('nb', product.canonicalUrl));
    await expect(page().getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  }

  /** Waits for this tab's record of waiting changes to grow by one (an offline change). */
  const queuedOne = async (tab: Page, before: number) => {
    await expect.poll(() => pendingCount(tab), { timeout: 15_000 }).toBe(before + 1);
  };

  const closeCart = async (tab: Page) => {
    const dialog = tab.getByRole('dialog', { name: 'Handlekurv' });
    if (await dialog.isVisible()) {
      await tab.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  };

  const add = async () => {
    const product = pick(products);
    if ((model.get(product.skuId) ?? 0) >= MAX_LINE) return false;
    const tab = page();
    await closeCart(tab);
    const path = localePath('nb', product.canonicalUrl);
    if (decodeURI(new URL(tab.url()).pathname) !== decodeURI(path)) await tab.goto(path);
    await expect(tab.getByRole('heading', { level: 1, name: product.name })).toBeVisible({
      timeout: 20_000,
    });
    // The heading may be the worker's shell of a product seen before (sw/product-shell.ts),
    // painted before the app runs: the add button is the app's, and so is the waiting count.
    const addButton = tab.getByRole('button', { name: 'Legg i handlekurven' });
    await expect(addButton).toBeVisible({ timeout: 20_000 });
    if (product.sizeLabel) await tab.getByText(product.sizeLabel, { exact: true }).first().click();
    const before = await pendingCount(tab);
    await addButton.click();
    const toast = tab.locator('.cart-toast-region').filter({ hasText: product.name });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    if (!online) await queuedOne(tab, before);
    await toast.getByRole('button', { name: 'Lukk melding' }).click();
    await expect(toast).toBeHidden();
    model.set(product.skuId, (model.get(product.skuId) ?? 0) + 1);
    return true;
  };

  /** A line of the cart panel with its own stepper (lines the tab knows), or null. */
  const openLine = async () => {
    const tab = page();
    if (!(await tab.getByRole('dialog', { name: 'Handlekurv' }).isVisible())) {
      await cartButton(tab).click();
      await expect(tab.getByRole('dialog', { name: 'Handlekurv' })).toBeVisible();
    }
    const lines = cartLines(tab);
    const present: ShopProduct[] = [];
    for (const product of products) {
      // A line removed offline shows until the network returns, with its controls disabled.
      // The line must have its stepper too: a line another tab queued shows its remove button
      // but no stepper until the shop has it, and a step on it waited the whole test out (a CI
      // run) for a "+" that never came.
      const buttons = [`Fjern ${product.name}`, `Legg til én ${product.name}`].map((name) =>
        lines.getByRole('button', { name, exact: true }),
      );
      // Read in one look: isVisible then isEnabled waited the whole test out (ci-4) when a sync
      // took the line away between the two (isEnabled waits for an element that never comes).
      const usable = await Promise.all(
        buttons.map((button) =>
          button
            .evaluateAll((found) =>
              found.some(
                (one) => one instanceof HTMLButtonElement && !one.disabled && one.checkVisibility(),
              ),
            )
            .catch(() => false),
        ),
      );
      if (usable.every(Boolean)) present.push(product);
    }
    if (present.length === 0) return null;
    const product = pick(present);
    const line = lines.getByRole('listitem').filter({
      has: tab.getByRole('button', { name: `Legg til én ${product.name}`, exact: true }),
    });
    return { tab, product, line };
  };

  const step = async (kind: 'plus' | 'minus') => {
    const found = await openLine();
    if (!found) return false;
    const { tab, product, line } = found;
    // A sync may still take the line away after the look above: then this step is skipped.
    const text = await line
      .locator('.quantity-stepper__value')
      .inputValue({ timeout: 5_000 })
      .catch(() => null);
    if (text === null) return false;
    const shown = Number(text);
    const next = kind === 'plus' ? shown + 1 : shown - 1;
    if (next < 1 || next > MAX_LINE) return false;
    const label = kind === 'plus' ? `Legg til én ${product.name}` : `Ta bort én ${product.name}`;
    const before = await pendingCount(tab);
    await line.getByRole('button', { name: label, exact: true }).click();
    // The shopper's step: one more or one fewer than the line holds, never below 1.
    const held = model.get(product.skuId);
    if (held !== undefined)
      model.set(product.skuId, Math.max(1, held + (kind === 'plus' ? 1 : -1)));
    const expected = model.get(product.skuId);
    // Online a step on a line the shop no longer has is refused (ITEM_NOT_FOUND), as modelled.
    if (online && expected !== undefined)
      await expect(line.locator('.quantity-stepper__value')).toHaveValue(String(expected));
    else if (online)
      await expect(line.getByRole('button', { name: label, exact: true })).toBeEnabled();
    else {
      await queuedOne(tab, before);
      await expect(line.locator('.quantity-stepper__value')).toHaveValue(String(next));
    }
    return true;
  };

  const remove = async () => {
    const found = await openLine();
    if (!found) return false;
    const { tab, product, line } = found;
    const before = await pendingCount(tab);
    await line.getByRole('button', { name: `Fjern ${product.name}`, exact: true }).click();
    model.delete(product.skuId);
    if (online) await expect(line).toBeHidden();
    else await queuedOne(tab, before);
    return true;
  };

  const signUp = async () => {
    const tab = page();
    await closeCart(tab);
    const email = `chaos-${seed}-${signUps.length + 1}-${Date.now()}@example.com`;
    const form = tab.getByRole('form', { name: 'Nyhetsbrev' });
    await form.getByLabel('E-postadresse').fill(email);
    await form.getByRole('button', { name: 'Meld meg på' }).click();
    await expect(
      form.getByText(
        online
          ? 'Takk! Er du ikke påmeldt fra før, får du en e-post med en lenke som bekrefter påmeldingen.'
          : /Påmeldingen sendes når/,
      ),
    ).toBeVisible({ timeout: 15_000 });
    signUps.push(email);
    return true;
  };

  const tab = async () => {
    if (tabs.length === 1) {
      const opened = await context.newPage();
      await opened.goto('/');
      await ready(opened);
      tabs.push(opened);
      current = 1;
    } else if (random() < 0.5) {
      current = 1 - current;
      await page().bringToFront();
    } else {
      const [closing] = tabs.splice(1 - current, 1);
      await closing?.close();
      current = 0;
    }
    return true;
  };

  const reload = async () => {
    await page().reload();
    await ready(page());
    return true;
  };

  /** The shop's cart and sign-ups against the model: lost and duplicated units. */
  const compare = async () => {
    const cookie = (await context.cookies()).find((c) => c.name === 'ralph-cart');
    let lines: ServerCartLine[] = [];
    if (cookie?.value) lines = (await serverCart(request, decodeURIComponent(cookie.value))).items;
    let lost = 0;
    let duplicated = 0;
    const shop = new Map(lines.map((line) => [line.skuId, line.quantity]));
    for (const skuId of new Set([...shop.keys(), ...model.keys()])) {
      const difference = (shop.get(skuId) ?? 0) - (model.get(skuId) ?? 0);
      if (difference > 0) duplicated += difference;
      else lost -= difference;
    }
    for (const email of signUps) {
      const { newsletterTestSignUps: count } = await gql<{ newsletterTestSignUps: number }>(
        request,
        'nb',
        'query E2eChaosSignUps($email: String!) { newsletterTestSignUps(email: $email) }',
        { email },
      );
      if (count === 0) lost += 1;
      else duplicated += count - 1;
    }
    return { lost, duplicated };
  };

  /** Back online: waits for every tab's queue to drain and the shop to match the model. */
  const backOnline = async (at: number) => {
    const started = Date.now();
    await context.setOffline(false);
    online = true;
    let matched: number | null = null;
    let last = { lost: 0, duplicated: 0 };
    while (Date.now() - started < syncTimeoutMs) {
      const drained = (await Promise.all(tabs.map(pendingCount))).every((n) => n === 0);
      last = await compare();
      if (drained && last.lost === 0 && last.duplicated === 0) {
        matched = Date.now() - started;
        break;
      }
      await page().waitForTimeout(100);
    }
    let staleTabs = 0;
    const units = [...model.values()].reduce((sum, n) => sum + n, 0);
    for (const open of tabs) {
      try {
        await expect(cartButton(open)).toHaveAccessibleName(badgeName(units), { timeout: 15_000 });
      } catch {
        staleTabs += 1;
      }
    }
    const check = { step: at, syncMs: matched, ...last, staleTabs };
    log(`step ${at}: back online, ${JSON.stringify(check)}`);
    checks.push(check);
  };

  for (let n = 1; n <= steps; n += 1) {
    let action = pickWeighted(random);
    // The walk starts online; the first offline spell comes early.
    if (n === 2 && online) action = 'network';
    actions[action] = (actions[action] ?? 0) + 1;
    log(
      `step ${n}: ${action} (${online ? 'online' : 'offline'}, tab ${current + 1}/${tabs.length})`,
    );
    switch (action) {
      case 'network':
        if (online) {
          await context.setOffline(true);
          online = false;
        } else await backOnline(n);
        break;
      case 'add':
        await add();
        break;
      case 'plus':
      case 'minus':
        await step(action);
        break;
      case 'remove':
        await remove();
        break;
      case 'reload':
        await reload();
        break;
      case 'tab':
        await tab();
        break;
      case 'signUp':
        await signUp();
        break;
    }
  }
  if (!online) await backOnline(steps + 1);
  else if (checks.length === 0) await backOnline(steps + 1);
  tabs = [];

  const times = checks.map((check) => check.syncMs);
  return {
    seed,
    steps,
    actions,
    checks,
    lost: Math.max(0, ...checks.map((check) => check.lost)),
    duplicated: Math.max(0, ...checks.map((check) => check.duplicated)),
    staleTabs: checks.reduce((sum, check) => sum + check.staleTabs, 0),
    worstSyncMs: times.includes(null) ? null : Math.max(0, ...(times as number[])),
  };
}

function pickWeighted(random: () => number): Action {
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [action, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'add';
}
