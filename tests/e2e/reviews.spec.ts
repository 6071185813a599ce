import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { localePath, must, type Locale } from './support/catalogue.js';
import { gql } from './support/lists.js';
import { phoneInBokmal } from './support/projects.js';
import { waitForWorkerControl } from './support/service-worker.js';
import { register } from './support/accounts.js';

// Reviews and questions (issue 16): a customer registers, buys a product through the sandbox and
// reviews it, and sees the review marked as a verified purchase; the reviews tab shows the
// average and count; a visitor is asked to log in; answered questions show. In nb and nn.

// A whole purchase (with the payment page) before the review: more steps than most journeys.
test.describe.configure({ timeout: 120_000 });

const TEXTS = {
  nb: {
    login: /Logg inn/,
    addToCart: 'Legg i handlekurven',
    cart: /^Handlekurv/,
    toCheckout: 'Til kassen',
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    city: 'Poststed',
    evening: /Levering hjem på kvelden/,
    terms: /Jeg har lest og godtar/,
    thanksOrder: 'Takk for bestillingen!',
    tab: /^Anmeldelser/,
    write: 'Skriv en anmeldelse',
    stars: '5 stjerner',
    name: 'Navn som vises',
    title: 'Overskrift',
    text: 'Anmeldelse',
    submit: 'Send anmeldelse',
    required: 'Dette feltet er obligatorisk.',
    pickStars: 'Velg mellom 1 og 5 stjerner.',
    thanks: 'Takk for anmeldelsen! Den er merket som verifisert kjøp.',
    yours: 'Du har anmeldt dette produktet: 5 av 5 stjerner, «Passet <b>perfekt</b>». Takk!',
    basedOn: /^Basert på \d+ anmeldelser?$/,
    verified: 'Verifisert kjøp',
    loginPrompt: /Logg inn for å skrive en anmeldelse/,
    questions: 'Spørsmål og svar',
    answer: 'Svar fra ATV-Huset',
  },
  nn: {
    login: /Logg inn/,
    addToCart: 'Legg i handlekorga',
    cart: /^Handlekorg/,
    toCheckout: 'Til kassa',
    firstName: 'Førenamn',
    lastName: 'Etternamn',
    city: 'Poststad',
    evening: /Levering heim på kvelden/,
    terms: /Eg har lese og godtek/,
    thanksOrder: 'Takk for bestillinga!',
    tab: /^Omtalar/,
    write: 'Skriv ein omtale',
    stars: '5 stjerner',
    name: 'Namn som blir vist',
    title: 'Overskrift',
    text: 'Omtale',
    submit: 'Send omtalen',
    required: 'Dette feltet må fyllast ut.',
    pickStars: 'Vel mellom 1 og 5 stjerner.',
    thanks: 'Takk for omtalen! Han er merkt som verifisert kjøp.',
    yours:
      'Du har skrive ein omtale av dette produktet: 5 av 5 stjerner, «Passet <b>perfekt</b>». Takk!',
    basedOn: /^Basert på \d+ omtal(e|ar)$/,
    verified: 'Verifisert kjøp',
    loginPrompt: /Logg inn for å skrive ein omtale/,
    questions: 'Spørsmål og svar',
    answer: 'Svar frå ATV-Huset',
  },
} as const;

interface Candidate {
  productId: number;
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  isHeavy: boolean;
  skus: { name: string; stock: { totalStock: number; static: boolean } }[];
}

/** A light one-size product well in stock that nobody has reviewed (skip: one per test). */
async function productToBuy(request: APIRequestContext, locale: Locale, skip: number) {
  const { products } = await gql<{ products: { products: Candidate[] } }>(
    request,
    locale,
    `query E2eReviewProducts($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products { productId name canonicalUrl isPackage isHeavy skus { name stock { totalStock static } } }
      }
    }`,
    { filter: { pageSize: 100, page: 2 } },
  );
  const candidates = products.products.filter(
    (p) =>
      !p.isPackage &&
      !p.isHeavy &&
      p.skus.length === 1 &&
      p.skus.every((sku) => sku.stock.totalStock >= 20 && !sku.stock.static),
  );
  return must(candidates[skip], 'a light one-size product in stock');
}

async function reviewCount(request: APIRequestContext, locale: Locale, productId: number) {
  const { productReviews } = await gql<{ productReviews: { summary: { count: number } } }>(
    request,
    locale,
    'query E2eReviewCount($productId: Int!) { productReviews(productId: $productId) { summary { count } } }',
    { productId },
  );
  return productReviews.summary.count;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Buys the product as the checkout journeys do: home delivery, card, the sandbox approves. */
async function buy(page: Page, locale: Locale, product: Candidate, email: string) {
  const text = TEXTS[locale];
  await page.goto(localePath(locale, product.canonicalUrl));
  await page.getByRole('button', { name: text.addToCart }).click();
  const cart = page.getByRole('button', { name: text.cart });
  await expect(cart).toHaveAccessibleName(/1 var/);
  await cart.click();
  await page.getByRole('link', { name: text.toCheckout }).click();
  await field(page, 'E-post').fill(email);
  await field(page, text.firstName).fill('Kari');
  await field(page, text.lastName).fill('Nordmann');
  await field(page, 'Adresse').fill('Storgata 1');
  await field(page, 'Postnummer').fill('0150');
  await expect(field(page, text.city)).not.toHaveValue('');
  await field(page, 'Mobilnummer').fill('912 34 567');
  await page.getByRole('radio', { name: text.evening }).check();
  await expect(page.getByRole('radio', { name: text.evening })).toBeChecked();
  await page.getByRole('radio', { name: /^Kort/ }).check();
  await page.getByRole('checkbox', { name: text.terms }).check();
  const pay = page.getByRole('button', { name: /^Betal / });
  await expect(pay).toHaveAttribute('aria-disabled', 'false');
  await pay.click();
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page.getByRole('heading', { name: text.thanksOrder })).toBeVisible();
}

for (const [locale, skip] of [
  ['nb', 0],
  ['nn', 1],
] as const) {
  test(`a buyer reviews the product in ${locale}: verified purchase, average and count`, async ({
    page,
    request,
  }) => {
    const text = TEXTS[locale];
    const email = `anmelder.${locale}.${String(Date.now())}@example.test`;
    const product = await productToBuy(request, locale, skip);
    const before = await reviewCount(request, locale, product.productId);
    await page.goto(locale === 'nn' ? '/nn' : '/');
    await register(page, email);
    await buy(page, locale, product, email);

    await page.goto(localePath(locale, product.canonicalUrl));
    const tab = page.getByRole('tab', { name: text.tab });
    await tab.click();
    const reviews = page.getByRole('tabpanel', { name: text.tab });
    await reviews.getByRole('button', { name: text.write }).click();

    // Every input and a star rating: an empty form says what is missing and sends nothing.
    await reviews.getByRole('button', { name: text.submit }).click();
    await expect(reviews.getByText(text.pickStars)).toBeVisible();
    await expect(reviews.getByText(text.required)).toHaveCount(3);

    await reviews.getByRole('radio', { name: text.stars }).check();
    // Unique to this run: a retry (or a rerun on the same data) finds its own review only.
    const author = `Kari ${String(Date.now() % 100_000)}`;
    await field(page, text.name).fill(author);
    await field(page, text.title).fill('Passet <b>perfekt</b>');
    await field(page, text.text).fill('Enkel montering, god kvalitet.\nAnbefales!');
    await reviews.getByRole('button', { name: text.submit }).click();
    await expect(reviews.getByRole('status')).toHaveText(text.thanks);

    // Shown as typed (plain text), with the purchase mark, in the average and the count.
    const mine = reviews.getByRole('article').filter({ hasText: author });
    await expect(mine.getByRole('heading', { name: 'Passet <b>perfekt</b>' })).toBeVisible();
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(mine.getByText(text.verified)).toBeVisible();
    await expect(reviews.getByText(text.basedOn)).toHaveText(text.basedOn);
    await expect(reviews.getByRole('img', { name: '5,0 av 5 stjerner' }).first()).toBeVisible();
    await expect(tab).toHaveText(new RegExp(`\\(${String(before + 1)}\\)$`));
    await page.screenshot({ path: `test-results/reviews-${locale}-written.png`, fullPage: false });

    // Back later: the tab shows the account's own review, not a form the shop would refuse.
    await page.reload();
    await page.getByRole('tab', { name: text.tab }).click();
    await expect(reviews.getByText(text.yours)).toBeVisible();
    await expect(reviews.getByRole('button', { name: text.write })).toHaveCount(0);
  });
}

/**
 * A product with seeded reviews and an answered question: the `nth` of them by id, so tests that
 * run at once and write reviews each have their own (a review written by one changed the count
 * another had read; the shop's newest-first list changes as they write, ids do not).
 */
async function reviewedProduct(request: APIRequestContext, locale: Locale, nth = 0) {
  const { shopReviews } = await gql<{ shopReviews: { reviews: { productId: number }[] } }>(
    request,
    locale,
    `query E2eShopReviews { shopReviews(pageSize: 50) { reviews { productId } } }`,
    {},
  );
  const ids = [...new Set(shopReviews.reviews.map((review) => review.productId))].sort(
    (a, b) => a - b,
  );
  let found = 0;
  for (const productId of ids) {
    const answer = await gql<{
      productQuestions: { count: number };
      productReviews: { summary: { count: number; averageRating: number } };
      product: { canonicalUrl: string } | null;
    }>(
      request,
      locale,
      `query E2eReviewed($productId: Int!, $channelId: Int, $languageId: Int, $marketId: Int) {
        productQuestions(productId: $productId) { count }
        productReviews(productId: $productId) { summary { count averageRating } }
        product(productId: $productId, channelId: $channelId, languageId: $languageId, marketId: $marketId) { canonicalUrl }
      }`,
      { productId },
    );
    if (answer.productQuestions.count > 0 && answer.product && found++ === nth)
      return {
        ...answer.productReviews.summary,
        productId,
        canonicalUrl: answer.product.canonicalUrl,
      };
  }
  throw new Error('No seeded product with reviews and an answered question');
}

for (const locale of ['nb', 'nn'] as const) {
  test(
    `a visitor sees the reviews tab with average, count and answers in ${locale}`,
    phoneInBokmal(locale),
    async ({ page, request }) => {
      const text = TEXTS[locale];
      const product = await reviewedProduct(request, locale);
      await page.goto(localePath(locale, product.canonicalUrl));
      const tab = page.getByRole('tab', { name: text.tab });
      await expect(tab).toHaveText(new RegExp(`\\(${String(product.count)}\\)$`));
      await tab.click();
      const reviews = page.getByRole('tabpanel', { name: text.tab });
      const average = product.averageRating.toFixed(1).replace('.', ',');
      await expect(reviews.getByText(average, { exact: true })).toBeVisible();
      await expect(reviews.getByText(text.basedOn)).toContainText(String(product.count));
      // The distribution's rows say their stars in the right number: "1 stjerne", "4 stjerner".
      await expect(reviews.getByLabel(/^1 stjerne: \d+$/)).toHaveCount(1);
      await expect(reviews.getByLabel(/^4 stjerner: \d+$/)).toHaveCount(1);
      await expect(reviews.getByRole('article')).toHaveCount(Math.min(product.count, 5));
      await expect(reviews.getByText(text.loginPrompt)).toBeVisible();
      await expect(reviews.getByRole('heading', { name: text.questions })).toBeVisible();
      await expect(reviews.getByText(text.answer).first()).toBeVisible();
    },
  );
}

/** The persisted Apollo cache of a locale's shop (IndexedDB atv-huset/keyval, apollo-cache-nb). */
const storedSnapshot = (page: Page, locale: Locale) =>
  page.evaluate(
    (key) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('atv-huset');
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get(key);
          read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : '');
          read.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      }),
    `apollo-cache-${locale}`,
  );

/** How many of the product's reviews (the newest 50) carry these words: the shop's own count. */
async function reviewsWith(
  request: APIRequestContext,
  locale: Locale,
  productId: number,
  words: string,
) {
  const { productReviews } = await gql<{ productReviews: { reviews: { text: string }[] } }>(
    request,
    locale,
    'query E2eReviewTexts($productId: Int!) { productReviews(productId: $productId, pageSize: 50) { reviews { text } } }',
    { productId },
  );
  return productReviews.reviews.filter((review) => review.text === words).length;
}

const QUEUED = {
  nb: 'Du er frakoblet. Teksten er lagret på denne enheten og sendes automatisk én gang når du er på nett igjen.',
  nn: 'Du er fråkopla. Teksten er lagra på denne eininga og blir send automatisk éin gong når du er på nett att.',
} as const;

test.describe('offline', () => {
  // The service worker is part of this journey (off by default in playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  for (const locale of ['nb', 'nn'] as const) {
    test(`reviews seen online show offline after a reload; a review written offline is queued and sent once in ${locale}`, async ({
      page,
      context,
      request,
    }) => {
      const text = TEXTS[locale];
      const product = await reviewedProduct(request, locale, locale === 'nb' ? 1 : 2);
      await page.goto(locale === 'nn' ? '/nn' : '/');
      await waitForWorkerControl(page);
      await register(page, `offline.${locale}.${String(Date.now())}@example.test`);

      await page.goto(localePath(locale, product.canonicalUrl));
      await page.getByRole('tab', { name: text.tab }).click();
      const reviews = page.getByRole('tabpanel', { name: text.tab });
      await expect(reviews.getByRole('article')).toHaveCount(Math.min(product.count, 5));
      const firstTitle = await reviews
        .getByRole('article')
        .first()
        .getByRole('heading')
        .innerText();
      // What this page showed online (the other language's test may add a review to the same
      // product meanwhile: the API's count from before is not what was seen).
      const seenCount = await reviews.getByText(text.basedOn).innerText();
      // A logged-in shopper's queries carry their token, which the worker never caches: the
      // persisted Apollo cache keeps them. Wait until its snapshot holds the reviews.
      await expect
        .poll(() => storedSnapshot(page, locale), { timeout: 15_000 })
        .toContain('productReviews');

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('tab', { name: text.tab }).click();
      await expect(reviews.getByRole('article').first().getByRole('heading')).toHaveText(
        firstTitle,
      );
      await expect(reviews.getByText(text.basedOn)).toHaveText(seenCount);

      // Logged in: the review waits on this device (with its login and key) and says so.
      await reviews.getByRole('button', { name: text.write }).click();
      await reviews.getByRole('radio', { name: '4 stjerner' }).check();
      await field(page, text.name).fill('Ola');
      await field(page, text.title).fill('Bra del');
      const words = `Passet fint på ATV-en min (${locale} ${String(Date.now() % 100_000)}).`;
      await field(page, text.text).fill(words);
      await reviews.getByRole('button', { name: text.submit }).click();
      await expect(reviews.getByRole('status')).toHaveText(QUEUED[locale]);
      await expect(field(page, text.text)).toHaveValue('');
      expect(await reviewsWith(request, locale, product.productId, words)).toBe(0);

      // Online again: sent once; later replays (a reload starts one) change nothing.
      await context.setOffline(false);
      await expect
        .poll(() => reviewsWith(request, locale, product.productId, words), { timeout: 30_000 })
        .toBe(1);
      await page.reload();
      await page.getByRole('tab', { name: text.tab }).click();
      await expect(reviews.getByRole('article').filter({ hasText: words })).toHaveCount(1);
      expect(await reviewsWith(request, locale, product.productId, words)).toBe(1);
    });
  }
});
