import { expect, test, type Page } from './support/test.js';

import { must } from './support/catalogue.js';
import { giveConsent } from './support/consent.js';
import { gql } from './support/lists.js';
import { PHONE } from './support/projects.js';
import { waitForWorkerControl } from './support/service-worker.js';

// Issue 15: a heart on every card and on the product page keeps a product as a favourite; the
// header counts them, /favoritter lists them (offline too), every tab follows, and the choice
// survives a reload. Customer type and VAT display change the prices and are kept.

interface PopularProduct {
  name: string;
  unitPrice: { sellingPriceIncVatFormatted: string; sellingPriceExVatFormatted: string };
}

/** The start page's popular products, as its loader asks for them. */
async function popularProducts(page: Page, locale: 'nb' | 'nn'): Promise<PopularProduct[]> {
  const data = await gql<{ products: { products: PopularProduct[] } }>(
    page.request,
    locale,
    // In the locale's language: a package's name differs in Nynorsk ("Tilhengarpakke").
    `query Popular($channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: { sort: POPULARITY, pageSize: 12, page: 1 }, channelId: $channelId,
               languageId: $languageId, marketId: $marketId) {
      products { name unitPrice { sellingPriceIncVatFormatted sellingPriceExVatFormatted } } } }`,
  );
  return data.products.products;
}

const card = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article').filter({ hasText: name });
const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: `Favoritt: ${name}`, exact: true });
const badge = (page: Page, count: number) =>
  page.getByRole('link', { name: `Favoritter, ${count} produkt${count === 1 ? '' : 'er'}` });
/** The favourite and customer-type events on the data layer (page impressions left out). */
const pushedEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .map((entry) => entry['event'])
      .filter((event) => event === 'customer-type:change' || String(event).startsWith('favorite:')),
  );

test(
  'a heart on a card keeps the product on /favoritter, after a reload and in a second tab',
  PHONE,
  async ({ page, context, baseURL }) => {
    // The favourite events reach the data layer only with statistics consent.
    await giveConsent(context, baseURL, { statistics: true, marketing: false });
    const [first, second] = await popularProducts(page, 'nb');
    const product = must(first, 'a popular product');
    const other = must(second, 'a second popular product');
    await page.goto('/');
    const firstHeart = heart(page, product.name);
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
    // No badge at 0: the link is only "Favoritter".
    await expect(page.getByRole('link', { name: 'Favoritter', exact: true })).toBeVisible();

    await firstHeart.click();
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: 'er lagt til i favorittene dine' }),
    ).toHaveText(`${product.name} er lagt til i favorittene dine.`);
    await heart(page, other.name).click();
    await expect(badge(page, 2)).toBeVisible();
    await expect.poll(() => pushedEvents(page)).toEqual(['favorite:add', 'favorite:add']);

    await badge(page, 2).click();
    await expect(page).toHaveURL(/\/favoritter$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritter' })).toBeVisible();
    // The latest added first, each with its price and stock.
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(other.name);
    await expect(card(page, product.name)).toContainText(
      product.unitPrice.sellingPriceIncVatFormatted,
    );
    await expect(card(page, product.name).locator('.stock')).not.toBeEmpty();

    await page.reload();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    await expect(heart(page, product.name)).toHaveAttribute('aria-pressed', 'true');

    // A second tab shows the same favourites, and follows a removal made in the first.
    const tab = await context.newPage();
    await tab.goto('/favoritter');
    await expect(tab.getByRole('main').getByRole('article')).toHaveCount(2);
    await expect(badge(tab, 2)).toBeVisible();
    await heart(page, other.name).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(badge(page, 1)).toBeVisible();
    await expect(tab.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(badge(tab, 1)).toBeVisible();
    await expect(card(tab, product.name)).toBeVisible();
    // Only the tab where the shopper pressed the heart pushes the event.
    expect(await pushedEvents(tab)).toEqual([]);
    await tab.close();

    await page.reload();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await heart(page, product.name).click();
    await expect(page.getByText('Du har ingen favoritter ennå.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Favoritter', exact: true })).toBeVisible();
  },
);

test('the product page has the heart too, and Nynorsk words on /nn', async ({ page }) => {
  const [first] = await popularProducts(page, 'nn');
  const product = must(first, 'a popular product');
  await page.goto('/nn');
  await card(page, product.name).getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const pageHeart = page.getByRole('button', { name: 'Favoritt', exact: true });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'favorittane' })).toHaveText(
    `${product.name} er lagd til i favorittane dine.`,
  );
  await page.getByRole('link', { name: 'Favorittar, 1 produkt' }).click();
  await expect(page).toHaveURL(/\/nn\/favoritter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorittar' })).toBeVisible();
  await expect(page.getByText('1 produkt du har lagra')).toBeVisible();
  await expect(card(page, product.name)).toContainText(
    product.unitPrice.sellingPriceIncVatFormatted,
  );
});

/** A card's selling price as shown: the amount, after "Nå" when the product is on sale. */
const shown = (amount: string) =>
  new RegExp(`(?:^|\\s)${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('customer type and VAT display change the prices and survive a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await giveConsent(context, baseURL, { statistics: true, marketing: false });
  const [first] = await popularProducts(page, 'nb');
  const product = must(first, 'a popular product');
  const price = card(page, product.name).locator('.price__selling');
  const { sellingPriceIncVatFormatted: inc, sellingPriceExVatFormatted: ex } = product.unitPrice;
  await page.goto('/');
  await expect(price).toHaveText(shown(inc));

  // The top bar's toggle (larger screens), with the type's VAT flag from the channel.
  const topBar = page.locator('.top-bar');
  await topBar.getByRole('radio', { name: 'Bedrift' }).check();
  await expect(price).toHaveText(shown(ex));
  await expect(card(page, product.name)).toContainText('eks. mva.');
  await expect.poll(() => pushedEvents(page)).toEqual(['customer-type:change']);

  await page.reload();
  await expect(topBar.getByRole('radio', { name: 'Bedrift' })).toBeChecked();
  await expect(price).toHaveText(shown(ex));

  // The footer's VAT toggle: a business customer may see prices with VAT.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('radio', { name: 'inkl. mva.' }).check();
  await expect(price).toHaveText(shown(inc));
  await expect(footer.getByText('Alle priser er inkludert 25 % merverdiavgift.')).toBeVisible();
  await page.reload();
  await expect(footer.getByRole('radio', { name: 'inkl. mva.' })).toBeChecked();
  await expect(footer.getByRole('radio', { name: 'Bedrift' })).toBeChecked();
  await expect(price).toHaveText(shown(inc));

  await footer.getByRole('radio', { name: 'Privat' }).check();
  await expect(topBar.getByRole('radio', { name: 'Privat' })).toBeChecked();
  await expect(price).toHaveText(shown(inc));
  // The cookies follow the store's choice in the same moment (keepCustomerTypeCookies).
  const cookie = async (name: string) =>
    (await page.context().cookies()).find((c) => c.name === name)?.value;
  await expect.poll(() => cookie('ralph-user-type')).toBe('PERSON');
  await expect.poll(() => cookie('ralph-vat-included')).toBe('1');
});

test.describe('offline', () => {
  // The worker's catalogue cache is part of what this test is about.
  test.use({ serviceWorkers: 'allow' });

  test('/favoritter shows the favourites from what was cached, and removes one offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const [first, second] = await popularProducts(page, 'nb');
    const product = must(first, 'a popular product');
    const other = must(second, 'a second popular product');
    await page.goto('/');
    await waitForWorkerControl(page);
    await heart(page, product.name).click();
    await heart(page, other.name).click();
    await badge(page, 2).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritter' })).toBeVisible();
    await expect(
      page.getByText('Du er frakoblet. Prisene og lagerstatusen er fra sist du var på nett.'),
    ).toBeVisible();
    await expect(card(page, product.name)).toContainText(
      product.unitPrice.sellingPriceIncVatFormatted,
    );
    await expect(card(page, other.name)).toBeVisible();

    await heart(page, other.name).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(card(page, product.name)).toContainText(
      product.unitPrice.sellingPriceIncVatFormatted,
    );
    await expect(badge(page, 1)).toBeVisible();
    await context.setOffline(false);
  });
});
