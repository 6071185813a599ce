import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from './support/test.js';
import { localePath } from './support/catalogue.js';
import {
  addElsewhere,
  cartButton,
  cartIdOf,
  findProducts,
  pendingStatus,
  serverCart,
  type ShopProduct,
} from './support/offline-shop.js';
import { waitForWorkerControl } from './support/service-worker.js';

// Issue 12: a shopper's first offline adds are kept. A fresh browser has no cart: every add
// made offline leaves with no cart id, and on replay the first creates the cart and every later
// change goes to it. And a change made on what an offline reload shows means what it says.

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

async function addOnPage(page: Page, product: ShopProduct) {
  await page.goto(localePath('nb', product.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  if (product.sizeLabel) await page.getByText(product.sizeLabel, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
}

/** Visits each product online first, so the worker has its page for an offline visit. */
async function visitOnline(page: Page, products: ShopProduct[]) {
  for (const product of products) {
    await page.goto(localePath('nb', product.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await waitForWorkerControl(page);
  }
}

async function expectServerCart(
  request: APIRequestContext,
  context: BrowserContext,
  products: ShopProduct[],
) {
  const cart = await serverCart(request, await cartIdOf(context));
  const bySku = (pairs: number[][]) => pairs.map((pair) => pair.join('×')).sort();
  expect(bySku(cart.items.map((line) => [line.skuId, line.quantity]))).toEqual(
    bySku(products.map((p) => [p.skuId, 1])),
  );
}

for (const count of [2, 3]) {
  test(`${count} different products added offline with no cart, a reload between, all land in one cart once`, async ({
    page,
    context,
    request,
  }) => {
    const products = await findProducts(request, count, count * 7);
    await visitOnline(page, products);
    expect((await context.cookies()).some((c) => c.name === 'ralph-cart')).toBe(false);

    await context.setOffline(true);
    for (const [i, product] of products.entries()) {
      await addOnPage(page, product);
      await expect(pendingStatus(page)).toHaveText(
        i === 0 ? '1 endring venter på nett' : `${i + 1} endringer venter på nett`,
      );
      // The reload in between: the waiting adds come back from this device.
      if (i === 0) {
        await page.reload();
        await expect(pendingStatus(page)).toHaveText('1 endring venter på nett');
      }
    }
    await expect(cartButton(page)).toHaveAccessibleName(`Handlekurv, ${count} varer`);

    await context.setOffline(false);
    await expect(pendingStatus(page)).toHaveText('', { timeout: 30_000 });
    await expectServerCart(request, context, products);
    // The badge shows the server's cart once the queue has drained.
    await expect(cartButton(page)).toHaveAccessibleName(`Handlekurv, ${count} varer`);
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName(`Handlekurv, ${count} varer`);
  });
}

/**
 * What a reload that came before IndexedDB had written the page's record leaves: the record
 * without the change. The page's own writes are stopped (capturing listeners on the same
 * targets run first) and the stored list of waiting changes is emptied.
 */
async function loseStoredQueue(page: Page) {
  await page.evaluate(async () => {
    const stop = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener('pagehide', stop, true);
    document.addEventListener('visibilitychange', stop, true);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('atv-huset');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error('indexedDB.open failed'));
    });
    const store = () => db.transaction('keyval', 'readwrite').objectStore('keyval');
    const record = await new Promise<string>((resolve) => {
      const get = store().get('ralph');
      get.onsuccess = () => resolve(get.result as string);
    });
    const slices = JSON.parse(record) as Record<string, string>;
    slices['offlineQueue'] = JSON.stringify({ pending: [], refused: [] });
    await new Promise((resolve) => {
      store().put(JSON.stringify(slices), 'ralph').onsuccess = resolve;
    });
  });
}

test('an offline add the page had not stored before a reload is shown again and lands once', async ({
  page,
  context,
  request,
}) => {
  const [product] = await findProducts(request, 1, 33);
  if (!product) throw new Error('no product');
  // Twice: a first visit's requests pass before the worker is in control, and are not kept.
  await visitOnline(page, [product, product]);
  await context.setOffline(true);
  await addOnPage(page, product);
  await expect(pendingStatus(page)).toHaveText('1 endring venter på nett');
  await loseStoredQueue(page);
  await page.reload();
  // The worker still holds it: the page shows it again from the worker's list.
  await expect(pendingStatus(page)).toHaveText('1 endring venter på nett');
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 1 vare');

  await context.setOffline(false);
  await expect(pendingStatus(page)).toHaveText('', { timeout: 30_000 });
  await expectServerCart(request, context, [product]);
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 1 vare');
});

test('"+" on the line after an offline reload gives the server one more than it had', async ({
  page,
  context,
  request,
}) => {
  const [product] = await findProducts(request, 1, 40);
  if (!product) throw new Error('no product');
  await visitOnline(page, [product]);
  await addOnPage(page, product);
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 1 vare');
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 2 varer');
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 3 varer');
  const cartId = await cartIdOf(context);
  expect((await serverCart(request, cartId)).items.map((l) => l.quantity)).toEqual([3]);

  // Left at once after the last add: what it knew is stored when the page goes.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 3 varer');
  await cartButton(page).click();
  const lines = page
    .getByRole('dialog', { name: 'Handlekurv' })
    .getByRole('list', { name: 'Varer i handlekurven' });
  await expect(lines.locator('.quantity-stepper__value')).toHaveValue('3');
  await lines.getByRole('button', { name: `Legg til én ${product.name}` }).click();
  await expect(lines.locator('.quantity-stepper__value')).toHaveValue('4');
  await expect(pendingStatus(page)).toHaveText('1 endring venter på nett');

  await context.setOffline(false);
  await expect(pendingStatus(page)).toHaveText('', { timeout: 30_000 });
  expect((await serverCart(request, cartId)).items.map((l) => l.quantity)).toEqual([4]);
  await expect(lines.locator('.quantity-stepper__value')).toHaveValue('4');
});

test('"+" on a line another tab has changed meanwhile adds one to what the cart holds', async ({
  page,
  context,
  request,
}) => {
  const [product] = await findProducts(request, 1, 45);
  if (!product) throw new Error('no product');
  await visitOnline(page, [product]);
  await addOnPage(page, product);
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 1 vare');
  const cartId = await cartIdOf(context);
  await cartButton(page).click();
  const lines = page
    .getByRole('dialog', { name: 'Handlekurv' })
    .getByRole('list', { name: 'Varer i handlekurven' });
  await expect(lines.locator('.quantity-stepper__value')).toHaveValue('1');

  // Offline, this tab still shows 1; meanwhile the shop got 2 more from elsewhere.
  await context.setOffline(true);
  await addElsewhere(request, cartId, product.skuId, 2);
  await lines.getByRole('button', { name: `Legg til én ${product.name}` }).click();
  await expect(lines.locator('.quantity-stepper__value')).toHaveValue('2');

  await context.setOffline(false);
  await expect(pendingStatus(page)).toHaveText('', { timeout: 30_000 });
  // 1 + 2 from elsewhere + the shopper's one: never set back to the 2 this tab showed.
  expect((await serverCart(request, cartId)).items.map((l) => l.quantity)).toEqual([4]);
  await expect(lines.locator('.quantity-stepper__value')).toHaveValue('4');
});

test('the checkout says it needs the network for a cart added offline, and opens once it is online', async ({
  page,
  context,
  request,
}) => {
  const [product] = await findProducts(request, 1, 35);
  if (!product) throw new Error('no product');
  await visitOnline(page, [product, product]);
  await context.setOffline(true);
  await addOnPage(page, product);
  await expect(pendingStatus(page)).toHaveText('1 endring venter på nett');
  // Within the app (offline, a new page load would be the worker's offline page).
  await page.evaluate(() => {
    history.pushState(null, '', '/kassen');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen trenger nett' })).toBeVisible();
  await expect(page.getByText('Handlekurven din er tom')).toHaveCount(0);

  // The checkout's own layout has no header (nor its waiting note): the form is the sign.
  await context.setOffline(false);
  await expect(page.getByRole('textbox', { name: 'E-post', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('list', { name: 'Varer i bestillingen' }).getByText(product.name),
  ).toBeVisible();
});

test('the checkout reloaded offline says so, keeps the cart, and opens by itself once online', async ({
  page,
  context,
  request,
}) => {
  const [product] = await findProducts(request, 1, 36);
  if (!product) throw new Error('no product');
  await visitOnline(page, [product]);
  await addOnPage(page, product);
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 1 vare');
  await page.goto('/kassen');
  const email = page.getByRole('textbox', { name: 'E-post', exact: true });
  await expect(email).toBeVisible({ timeout: 30_000 });
  await waitForWorkerControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Du er uten nett' })).toBeVisible();
  await expect(page.getByText('Vi fikk ikke hentet kassen')).toHaveCount(0);

  await context.setOffline(false);
  await expect(email).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('list', { name: 'Varer i bestillingen' }).getByText(product.name),
  ).toBeVisible();
});
