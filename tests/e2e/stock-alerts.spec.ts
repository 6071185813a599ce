import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { E2E_EDITOR_TOKEN } from './support/editor.js';
import { API_KEY, LANGUAGE, type Locale } from './support/catalogue.js';
import { phoneInBokmal } from './support/projects.js';
import { waitForWorkerControl } from './support/service-worker.js';
import { mailsTo, newEmail } from './support/accounts.js';

// Issue 16, points 4, 5 and 7: a shopper signs up for a sold-out size, the shop restocks it
// (the editor-only setStock) and exactly one mail is filed in the outbox (DATA_DIR/outbox);
// a discount shows the lowest price of the 30 days before it and the 90-day chart; a sign-up
// made offline is queued and reaches the shop once. In Bokmål and Nynorsk.

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'X-Api-Key': API_KEY, 'Content-Type': 'application/json', ...headers },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`/graphql errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Candidate {
  productId: number;
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  unitPrice: { isDiscounted: boolean };
  skus: {
    skuId: number;
    name: string;
    stock: {
      inStock: boolean;
      oversellable: boolean;
      static: boolean;
      totalStock: number;
      supplierStock: number;
      incoming: string | null;
    };
  }[];
  priceHistory: {
    lowestBeforeDiscount: {
      sellingPriceIncVatFormatted: string;
      sellingPriceExVatFormatted: string;
    } | null;
  };
}

/** The first hundreds of products, as the product page's API shows them. */
async function products(request: APIRequestContext, locale: Locale): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (let first = 1; first < 1000; first += 100) {
    const ids = Array.from({ length: 100 }, (_, i) => first + i);
    const { productsByIds } = await gql<{ productsByIds: (Candidate | null)[] }>(
      request,
      `query P($ids: [Int!]!, $languageId: Int) {
        productsByIds(ids: $ids, languageId: $languageId) {
          productId name canonicalUrl isPackage unitPrice { isDiscounted }
          skus { skuId name stock { inStock oversellable static totalStock supplierStock incoming } }
          priceHistory { lowestBeforeDiscount { sellingPriceIncVatFormatted sellingPriceExVatFormatted } }
        }
      }`,
      { ids, languageId: LANGUAGE[locale] },
    );
    found.push(...productsByIds.filter((p): p is Candidate => p !== null));
  }
  return found;
}

const soldOut = (sku: Candidate['skus'][number]) =>
  !sku.stock.static &&
  !sku.stock.oversellable &&
  sku.stock.totalStock <= 0 &&
  sku.stock.supplierStock <= 0;

/** Products that are parts of a package: restocking one would change another test's package. */
async function packageParts(request: APIRequestContext): Promise<Set<number>> {
  const ids = Array.from({ length: 100 }, (_, i) => 3101 + i);
  const { productsByIds } = await gql<{
    productsByIds: ({ packageParts: { product: { productId: number } }[] } | null)[];
  }>(
    request,
    'query P($ids: [Int!]!) { productsByIds(ids: $ids) { packageParts { product { productId } } } }',
    { ids },
  );
  return new Set(
    productsByIds.flatMap((p) => (p?.packageParts ?? []).map((part) => part.product.productId)),
  );
}

/**
 * A plain product with a sold-out size, no package's part; each journey takes its own (the
 * journeys run at once and restock what they took).
 */
async function soldOutSize(request: APIRequestContext, locale: Locale, journey: number) {
  const parts = await packageParts(request);
  const candidates = (await products(request, locale)).filter(
    (p) => !p.isPackage && !parts.has(p.productId) && p.skus.some(soldOut),
  );
  const product = candidates[journey];
  const sku = product?.skus.find(soldOut);
  if (!product || !sku) throw new Error('the demo catalogue has no sold-out size');
  return { product, sku, hasSizes: product.skus.length > 1 };
}

const setStock = (request: APIRequestContext, skuId: number, stock: number) =>
  gql<{ setStock: { alertsSent: number } }>(
    request,
    'mutation R($skuId: Int!, $stock: Int!) { setStock(skuId: $skuId, stock: $stock) { alertsSent } }',
    { skuId, stock },
    { Authorization: `Bearer ${E2E_EDITOR_TOKEN}` },
  );

const TEXTS: Record<Locale, Texts> = {
  nb: {
    heading: 'Varsle meg når den er på lager',
    invalid: 'Skriv en gyldig e-postadresse',
    thanks: 'Takk! Vi sender én e-post til',
    queued: 'Du er ikke på nett. Varselet sendes når du er på nett igjen.',
    subject: /^Nå er .+ på lager igjen$/,
    lowest: 'Laveste pris 30 dager før rabatten:',
    chart: 'Prisutvikling siste 90 dager',
    prefix: '',
  },
  nn: {
    heading: 'Varsle meg når den er på lager',
    invalid: 'Skriv ei gyldig e-postadresse',
    thanks: 'Takk! Vi sender éin e-post til',
    queued: 'Du er ikkje på nett. Varselet vert sendt når du er på nett att.',
    subject: /^No er .+ på lager att$/,
    lowest: 'Lågaste pris 30 dagar før rabatten:',
    chart: 'Prisutvikling dei siste 90 dagane',
    prefix: '/nn',
  },
};

interface Texts {
  heading: string;
  invalid: string;
  thanks: string;
  queued: string;
  subject: RegExp;
  lowest: string;
  chart: string;
  prefix: string;
}

/** The product page with the sold-out size chosen (a product with sizes asks for one first). */
async function openSoldOutSize(
  page: Page,
  locale: Locale,
  found: Awaited<ReturnType<typeof soldOutSize>>,
) {
  await page.goto(`${TEXTS[locale].prefix}/${found.product.canonicalUrl}`);
  await expect(page.getByRole('heading', { level: 1, name: found.product.name })).toBeVisible();
  if (found.hasSizes)
    await page.getByRole('radio', { name: new RegExp(`^${found.sku.name}`) }).check();
  const form = page.getByRole('form', { name: TEXTS[locale].heading });
  await expect(form).toBeVisible();
  return form;
}

for (const locale of ['nb', 'nn'] as const) {
  test(
    `sign up for a sold-out size, restock it, one e-mail in the outbox (${locale})`,
    phoneInBokmal(locale),
    async ({ page, request }) => {
      const t = TEXTS[locale];
      // The phone project's journeys run beside the desktop's: sizes of their own.
      const phone = test.info().project.name === 'phone' ? 3 : 0;
      const found = await soldOutSize(request, locale, phone + (locale === 'nb' ? 0 : 1));
      const form = await openSoldOutSize(page, locale, found);
      const field = form.getByRole('textbox');

      // Bad input: a clear error, and what was typed stays.
      await field.fill('ola@');
      await form.getByRole('button', { name: 'Varsle meg' }).click();
      await expect(form.getByRole('alert')).toContainText(t.invalid);
      await expect(field).toHaveValue('ola@');

      const email = newEmail(`varsel-${locale}`);
      await field.fill(email);
      await form.getByRole('button', { name: 'Varsle meg' }).click();
      await expect(form.getByRole('status')).toContainText(`${t.thanks} ${email}`);

      try {
        const { setStock: restocked } = await setStock(request, found.sku.skuId, 5);
        expect(restocked.alertsSent).toBeGreaterThanOrEqual(1);
        const mails = await mailsTo(email);
        expect(mails).toHaveLength(1);
        expect(mails[0]?.subject).toMatch(t.subject);
        expect(mails[0]?.text).toContain(`${t.prefix}/${found.product.canonicalUrl}`);
        // Restocked again: nothing more.
        await setStock(request, found.sku.skuId, 6);
        expect(await mailsTo(email)).toHaveLength(1);
      } finally {
        await setStock(request, found.sku.skuId, 0);
      }
    },
  );

  test(`a discount shows the lowest price of the 30 days before it, and the 90-day chart (${locale})`, async ({
    page,
    request,
  }) => {
    const t = TEXTS[locale];
    const product = (await products(request, locale)).find(
      (p) => p.unitPrice.isDiscounted && p.priceHistory.lowestBeforeDiscount !== null,
    );
    if (!product) throw new Error('the demo catalogue has no discount with an earlier price');
    await page.goto(`${t.prefix}/${product.canonicalUrl}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(t.lowest)).toHaveText(
      `${t.lowest} ${product.priceHistory.lowestBeforeDiscount?.sellingPriceIncVatFormatted ?? ''}`,
    );
    const chart = page.getByRole('figure', { name: t.chart });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('img')).toBeVisible();
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a sign-up made offline is queued and reaches the shop once; the chart shows offline', async ({
    page,
    context,
    request,
  }) => {
    const found = await soldOutSize(request, 'nb', 2);
    await page.goto('/');
    await waitForWorkerControl(page);
    const form = await openSoldOutSize(page, 'nb', found);

    await context.setOffline(true);
    const email = newEmail('offline');
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button', { name: 'Varsle meg' }).click();
    await expect(form.getByRole('status')).toHaveText(TEXTS.nb.queued);
    // The visited product's page, its price history included, comes back offline.
    await page.reload();
    await expect(page.getByRole('figure', { name: TEXTS.nb.chart })).toBeVisible();

    await context.setOffline(false);
    const signUps = () =>
      gql<{ stockAlertTestSignUps: number }>(
        request,
        'query C($email: String!) { stockAlertTestSignUps(email: $email) }',
        { email },
      ).then((data) => data.stockAlertTestSignUps);
    await expect.poll(signUps, { timeout: 30_000 }).toBe(1);
    // Further replays (app start, timers) change nothing.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: found.product.name })).toBeVisible();
    expect(await signUps()).toBe(1);
  });
});
