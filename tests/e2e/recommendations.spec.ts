import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { API_KEY, localePath, must, type Locale } from './support/catalogue.js';
import { giveConsent } from './support/consent.js';
import { phoneInBokmal } from './support/projects.js';
import { cachedUrls, waitForWorkerControl } from './support/service-worker.js';

// Issue 16 point 6: the product page recommends what others bought with the product (once paid
// orders hold it with another product), else the popular products of its category; the cart
// panel recommends for the cart's products. Both load only when the shopper gets near them.

interface Candidate {
  productId: number;
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  skus: { skuId: number; stock: { totalStock: number; static: boolean } }[];
}

const TEXTS = {
  nb: {
    alsoBought: 'Andre kjøpte også',
    popular: 'Populært i kategorien',
    add: 'Legg i handlekurven',
    cart: 'Handlekurv',
  },
  nn: {
    alsoBought: 'Andre kjøpte òg',
    popular: 'Populært i kategorien',
    add: 'Legg i handlekorga',
    cart: 'Handlekorg',
  },
} as const;

async function post<T>(request: APIRequestContext, query: string, variables: object): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'X-Api-Key': API_KEY, 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`/graphql errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Plain products of one size with stock, from the end of the alphabet (other journeys take the
 * popular ones); each test takes its own slice, so tests running side by side share none.
 */
async function candidates(request: APIRequestContext): Promise<Candidate[]> {
  const data = await post<{ products: { products: Candidate[] } }>(
    request,
    `query E2eRecCandidates { products(filter: { sort: NAME_DESC, pageSize: 80 }) {
      products { productId name canonicalUrl isPackage skus { skuId stock { totalStock static } } }
    } }`,
    {},
  );
  return data.products.products.filter(
    (p) =>
      !p.isPackage &&
      p.skus.length === 1 &&
      (p.skus[0]?.stock.totalStock ?? 0) >= 5 &&
      !p.skus[0]?.stock.static,
  );
}

/** One buyer's paid order of one of each product: placed over GraphQL, approved on the sandbox page. */
async function buyOnce(request: APIRequestContext, products: readonly Candidate[], email: string) {
  let cartId: string | null = null;
  for (const product of products) {
    const data: { addToCart: { id: string } } = await post(
      request,
      `mutation E2eRecAdd($cartId: ID, $skuId: Int!, $key: String!) {
        addToCart(cartId: $cartId, skuId: $skuId, quantity: 1, idempotencyKey: $key) { id } }`,
      { cartId, skuId: must(product.skus[0], 'a sku').skuId, key: randomUUID() },
    );
    cartId = data.addToCart.id;
  }
  const { placeOrder } = await post<{ placeOrder: { redirectUrl: string } }>(
    request,
    `mutation E2eRecPlace($input: PlaceOrderInput!) { placeOrder(input: $input) { redirectUrl } }`,
    {
      input: {
        cartId,
        idempotencyKey: randomUUID(),
        email,
        customerType: 'PERSON',
        billingAddress: {
          firstName: 'Kari',
          lastName: 'Nordmann',
          addressLine1: 'Storgata 1',
          zip: '0155',
          city: 'Oslo',
          mobile: '912 34 567',
        },
        shippingOptionId: 'bring-home',
        paymentOptionId: 'card',
        consents: [],
        acceptTerms: true,
      },
    },
  );
  const paid = await request.post(placeOrder.redirectUrl, { form: { outcome: 'approved' } });
  expect(paid.ok()).toBe(true);
}

/**
 * Paid orders of these products by three buyers: "others also bought" names a product only
 * once that many different shoppers bought it with the other (MIN_CO_BUYERS on the server).
 */
async function buyTogether(request: APIRequestContext, products: readonly Candidate[]) {
  for (const buyer of ['kari', 'ola', 'per'])
    await buyOnce(request, products, `${buyer}.${randomUUID()}@example.no`);
}

/** Scrolls to the recommendations' place below the tabs, where they start to load. */
async function scrollToEnd(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.recommendations-slot').scrollIntoViewIfNeeded();
}

/**
 * Candidates from..from+count-1 (chosen by their Bokmål names, so both languages take disjoint
 * ones), named and addressed in the locale's language.
 */
async function slice(request: APIRequestContext, locale: Locale, from: number, count: number) {
  const found = (await candidates(request)).slice(from, from + count);
  expect(found).toHaveLength(count);
  const { productsByIds } = await post<{
    productsByIds: { name: string; canonicalUrl: string }[];
  }>(
    request,
    `query E2eRecNames($ids: [Int!]!, $languageId: Int) {
      productsByIds(ids: $ids, languageId: $languageId) { name canonicalUrl } }`,
    { ids: found.map((p) => p.productId), languageId: locale === 'nb' ? 1 : 2 },
  );
  return found.map((p, i) => ({ ...p, ...must(productsByIds[i], 'the product') }));
}

/** A product's card or row, found by its address: two products may share a name. */
const linkTo = (product: { canonicalUrl: string }) => `a[href$="/${product.canonicalUrl}"]`;

const LOCALES: Locale[] = ['nb', 'nn'];

for (const [i, locale] of LOCALES.entries()) {
  const texts = TEXTS[locale];

  test(`the product page shows what others also bought after paid orders (${locale})`, async ({
    page,
    request,
  }) => {
    const [product, other] = await slice(request, locale, i * 2, 2);
    await buyTogether(request, [must(product, 'a product'), must(other, 'another product')]);
    await page.goto(localePath(locale, must(product, 'a product').canonicalUrl));
    await scrollToEnd(page);
    const section = page.getByRole('region', { name: texts.alsoBought });
    const card = section
      .getByRole('article')
      .filter({ has: page.locator(linkTo(must(other, 'x'))) });
    await expect(card).toContainText(must(other, 'x').name);
    // The product itself is never recommended beside itself.
    await expect(section.locator(linkTo(must(product, 'x')))).toHaveCount(0);
  });

  test(`the product page shows the category's popular products before anyone bought with it (${locale})`, async ({
    page,
    request,
  }) => {
    const [product] = await slice(request, locale, 4 + i, 1);
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('operationName=GetRecommendations')) requested.push(r.url());
    });
    await page.goto(localePath(locale, must(product, 'a product').canonicalUrl));
    await scrollToEnd(page);
    const section = page.getByRole('region', { name: texts.popular });
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: texts.alsoBought })).toHaveCount(0);
    // Sent as a GET (the answer and the worker's caches may keep it), for one question only
    // (the persisted-query retry with the full text asks the same).
    const asked = new Set(requested.map((url) => new URL(url).searchParams.get('variables')));
    expect(asked.size).toBe(1);
  });

  test(
    `the cart panel recommends for the cart's products (${locale})`,
    phoneInBokmal(locale),
    async ({ page, request }) => {
      const [product, other] = await slice(request, locale, 6 + i * 2, 2);
      await buyTogether(request, [must(product, 'a product'), must(other, 'another product')]);
      await page.goto(localePath(locale, must(product, 'a product').canonicalUrl));
      await page.getByRole('button', { name: texts.add }).click();
      await page.getByRole('button', { name: new RegExp(`^${texts.cart}`) }).click();
      const panel = page.getByRole('dialog', { name: texts.cart });
      const section = panel.getByRole('region', { name: texts.alsoBought });
      const link = section.locator(linkTo(must(other, 'x')));
      await expect(link).toHaveText(must(other, 'x').name);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${must(other, 'x').canonicalUrl}$`));
      await expect(panel).toBeHidden();
    },
  );
}

test('recommendations whose code cannot load are left out: the cart shows, the page stays', async ({
  page,
  request,
}) => {
  // Every request for the recommendations' code and texts is dropped (a poor connection, or
  // chunks gone with a deploy): each is tried three times, then its own error boundary hides it.
  let asked = 0;
  await page.route(/\/assets\/recommendations-[\w-]+\.js$/, (route) => {
    asked++;
    return route.abort('connectionreset');
  });
  const [product] = await slice(request, 'nb', 12, 1);
  await page.goto(localePath('nb', must(product, 'a product').canonicalUrl));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(must(product, 'x').name);
  // A reload would take what the shopper had on screen with it.
  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('button', { name: TEXTS.nb.add }).click();
  await page.getByRole('button', { name: new RegExp(`^${TEXTS.nb.cart}`) }).click();
  const panel = page.getByRole('dialog', { name: TEXTS.nb.cart });
  await expect(panel.getByRole('list', { name: 'Varer i handlekurven' })).toContainText(
    must(product, 'x').name,
  );
  await expect.poll(() => asked).toBeGreaterThanOrEqual(3);
  // The tries are over (0.5 s and 2 s apart) and a reload asked for would be under way.
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(0);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('region', { name: TEXTS.nb.alsoBought })).toHaveCount(0);
});

test('the start page asks for no recommendations', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/GetRecommendations|recommendation/i.test(r.url())) requested.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

// The optional third-party service: a fake script stands in for it, and the channel settings
// name it, as RECOMMENDATION_ACCOUNT_ID and RECOMMENDATION_SCRIPT_URL would.
const FAKE_SCRIPT = `window.recsCalls = [];
window.recommendationService = {
  login: (id) => window.recsCalls.push(['login', id]),
  logout: () => window.recsCalls.push(['logout']),
  setCartItems: (items) => window.recsCalls.push(['setCartItems', items]),
};`;

async function fakeRecommendationService(page: Page, scriptUrl: string) {
  const seen = { settings: 0, script: [] as string[] };
  await page.route(
    (url) =>
      url.pathname === '/graphql' &&
      url.searchParams.get('operationName') === 'GetRecommendationService',
    async (route) => {
      seen.settings += 1;
      await route.fulfill({
        json: {
          data: {
            channel: {
              __typename: 'Channel',
              channelId: 1,
              configuration: {
                __typename: 'ChannelConfiguration',
                recommendationService: {
                  __typename: 'RecommendationServiceSetting',
                  accountId: 'e2e-account',
                  scriptUrl,
                },
              },
            },
          },
        },
      });
    },
  );
  await page.route(
    (url) => url.href.startsWith(scriptUrl),
    async (route) => {
      seen.script.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: FAKE_SCRIPT });
    },
  );
  return seen;
}

const idle = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('atvhuset:idle').length > 0);

test('with marketing consent the recommendation service hears what the cart holds', async ({
  page,
  request,
  baseURL,
}) => {
  const scriptUrl = `${baseURL ?? ''}/e2e-recommendation-service.js`;
  const seen = await fakeRecommendationService(page, scriptUrl);
  await giveConsent(page.context(), baseURL, { statistics: false, marketing: true });
  const [product] = await slice(request, 'nb', 10, 1);
  const chosen = must(product, 'a product');
  await page.goto(localePath('nb', chosen.canonicalUrl));
  await expect.poll(() => seen.script.length).toBe(1);
  expect(new URL(must(seen.script[0], 'the script')).searchParams.get('account')).toBe(
    'e2e-account',
  );
  const calls = () =>
    page.evaluate(() => (window as unknown as { recsCalls?: unknown[] }).recsCalls ?? []);
  await expect.poll(calls).toContainEqual(['setCartItems', []]);

  await page.getByRole('button', { name: TEXTS.nb.add }).click();
  await expect
    .poll(async () => (await calls()).at(-1))
    .toEqual([
      'setCartItems',
      [
        {
          name: chosen.name,
          productId: chosen.productId,
          quantity: 1,
          skuId: must(chosen.skus[0], 'its sku').skuId,
          unitPrice: expect.any(Number),
          currency: 'NOK',
        },
      ],
    ]);
});

test('without marketing consent nothing third-party loads', async ({ page, baseURL }) => {
  const seen = await fakeRecommendationService(
    page,
    `${baseURL ?? ''}/e2e-recommendation-service.js`,
  );
  await page.goto('/');
  await idle(page);
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual({ settings: 0, script: [] });
});

test.describe('offline', () => {
  // The worker's catalogue cache is what this test is about (off by default).
  test.use({ serviceWorkers: 'allow' });

  test('recommendations a shopper has seen show again without a network', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const [product] = await slice(request, 'nb', 11, 1);
    const chosen = must(product, 'a product');
    await page.goto('/');
    await waitForWorkerControl(page);
    await page.goto(localePath('nb', chosen.canonicalUrl));
    await scrollToEnd(page);
    const section = page.getByRole('region', { name: TEXTS.nb.popular });
    await expect(section.getByRole('article').first()).toBeVisible();
    await expect
      .poll(async () =>
        (await cachedUrls(page, 'atvhuset-catalogue-v1')).some((url) =>
          url.includes('operationName=GetRecommendations'),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await scrollToEnd(page);
    await expect(section.getByRole('article').first()).toBeVisible();
  });
});
