import { expect, test, type Page } from './support/test.js';

import {
  categoryProducts,
  localePath,
  must,
  productByAlias,
  topCategories,
  type Locale,
} from './support/catalogue.js';
import { gql } from './support/lists.js';
import { PHONE, phoneInBokmal } from './support/projects.js';

// A shopper's first visit: start page -> category -> product, in Bokmål and in Nynorsk.
// What the page must show comes from the API; the words come from locales/<lng>/*.json, and
// the ones checked for Nynorsk exist only there.

// A first visit as a shopper makes it: the service worker installs meanwhile (off by default in
// playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface LocaleTexts {
  home: string;
  /** Start page: a call to action worded differently in each language. */
  seeAllProducts: string;
  /** "N products" as the category page shows the count. */
  count: (count: number) => RegExp;
  productList: string;
  /** The product page's description heading. */
  description: string;
  stock: RegExp;
}

const texts: Record<Locale, LocaleTexts> = {
  nb: {
    home: '/',
    seeAllProducts: 'Se alle produkter',
    count: (count) => new RegExp(`^${digits(count)} produkter?$`),
    productList: 'Produkter',
    description: 'Beskrivelse',
    stock: /på lager|igjen på lager|kan bestilles|forventet inn/i,
  },
  nn: {
    home: '/nn',
    seeAllProducts: 'Sjå alle produkt',
    count: (count) => new RegExp(`^${digits(count)} produkt$`),
    productList: 'Produkt',
    description: 'Skildring',
    stock: /på lager|att på lager|kan bestillast|venta inn/i,
  },
};

/** A count as the page may write it: 1234, "1 234" (no-break or narrow space) or "1.234". */
function digits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f.]?');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pathIs(path: string): RegExp {
  return new RegExp(`^[^?#]*://[^/]+${escape(path)}/?(\\?.*)?$`);
}

/** Text of the first paragraph of simple HTML, shortened to what surely fits on one line. */
function firstWords(html: string): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(' ').slice(0, 5).join(' ');
}

async function expectHtmlLang(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

for (const locale of ['nb', 'nn'] as const) {
  const t = texts[locale];

  test(
    `${locale}: start page -> category -> product`,
    phoneInBokmal(locale),
    async ({ page, request }) => {
      const categories = await topCategories(request, locale);
      expect(categories.length).toBeGreaterThan(0);

      await page.goto(t.home);
      await expectHtmlLang(page, locale);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: t.seeAllProducts }).first()).toBeVisible();

      // The start page shows the real top categories from the API, and products.
      for (const top of categories.slice(0, 3)) {
        await expect(main.getByRole('link', { name: top.name, exact: true }).first()).toBeVisible();
      }
      await expect(main.getByRole('article').first()).toBeVisible();

      // A category big enough to page through, when there is one.
      const category = must(
        categories.find((c) => c.productCount > 48) ?? categories[0],
        'a top category',
      );
      const list = await categoryProducts(request, locale, category.categoryId);
      await main.getByRole('link', { name: category.name, exact: true }).first().click();

      await expect(page).toHaveURL(pathIs(localePath(locale, category.canonicalUrl)));
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      await expect(main.getByText(t.count(list.count)).first()).toBeVisible();
      const products = main.getByRole('list', { name: t.productList, exact: true });
      await expect(products.getByRole('listitem')).toHaveCount(Math.min(list.count, list.pageSize));
      if (list.count > list.pageSize) {
        const pages = main.getByRole('navigation', { name: 'Sider' });
        await expect(pages.getByRole('link', { name: 'Side 2' })).toBeVisible();
      }

      const productLink = products.getByRole('link').first();
      const href = must(await productLink.getAttribute('href'), 'a product link');
      const alias = must(href.split(/[?#]/)[0]?.split('/').pop(), 'a product alias');
      const product = must(await productByAlias(request, locale, alias), `product ${alias}`);
      await productLink.click();

      await expect(page).toHaveURL(pathIs(localePath(locale, product.canonicalUrl)));
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expectHtmlLang(page, locale);
      await expect(main.getByText(product.brand.name, { exact: true }).first()).toBeVisible();
      await expect(
        main.getByText(product.unitPrice.sellingPriceIncVatFormatted).first(),
      ).toBeVisible();
      await expect(main.getByText(/\d\s*(kr|,-)|kr\s*\d/).first()).toBeVisible();
      await expect(main.getByText(t.stock).first()).toBeVisible();
      await expect(main.getByRole('heading', { name: t.description })).toBeVisible();
      await expect(main.getByText(firstWords(product.description)).first()).toBeVisible();
    },
  );
}

test(
  'the language switcher keeps the shopper on the same page',
  PHONE,
  async ({ page, request }) => {
    const category = must((await topCategories(request, 'nb'))[0], 'a top category');
    const nnCategory = must(
      (await topCategories(request, 'nn')).find((c) => c.categoryId === category.categoryId),
      'the same category in Nynorsk',
    );

    await page.goto(localePath('nb', category.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expectHtmlLang(page, 'nb');

    await switchLanguage(page, 'Nynorsk');
    // The Nynorsk alias may differ; the Bokmål one under /nn may also answer (or redirect).
    await expect(page).toHaveURL(
      new RegExp(
        [nnCategory.canonicalUrl, category.canonicalUrl]
          .map((url) => pathIs(localePath('nn', url)).source)
          .join('|'),
      ),
    );
    await expectHtmlLang(page, 'nn');
    await expect(page.getByRole('heading', { level: 1, name: nnCategory.name })).toBeVisible();
    // The choice is remembered: the shop's root (a bookmark, the installed app) opens in Nynorsk.
    await page.goto('/');
    await expect(page).toHaveURL(pathIs('/nn'));
    await expectHtmlLang(page, 'nn');
    await page.goto(localePath('nn', nnCategory.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: nnCategory.name })).toBeVisible();

    await switchLanguage(page, 'Bokmål');
    await expect(page).toHaveURL(pathIs(localePath('nb', category.canonicalUrl)));
    await expectHtmlLang(page, 'nb');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(pathIs('/'));
    await expectHtmlLang(page, 'nb');
  },
);

test("the language switcher on a campaign page lands on the other language's alias", async ({
  page,
  request,
}) => {
  // Vintersalg is called Vintersal in Nynorsk: the aliases differ.
  const campaign = async (locale: Locale) =>
    must(
      (
        await gql<{ listPageInfo: { name: string; alias: string; canonicalUrl: string } | null }>(
          request,
          locale,
          `query E2eCampaign($languageId: Int) {
            listPageInfo(listType: DISCOUNT_CAMPAIGN, alias: "vintersalg", languageId: $languageId) {
              name alias canonicalUrl
            }
          }`,
        )
      ).listPageInfo,
      `the winter sale in ${locale}`,
    );
  const nb = await campaign('nb');
  const nn = await campaign('nn');
  expect(nn.alias).not.toBe(nb.alias);

  await page.goto(localePath('nb', nb.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1, name: nb.name })).toBeVisible();

  await switchLanguage(page, 'Nynorsk');
  await expect(page).toHaveURL(pathIs(localePath('nn', nn.canonicalUrl)));
  await expectHtmlLang(page, 'nn');
  await expect(page.getByRole('heading', { level: 1, name: nn.name })).toBeVisible();

  await switchLanguage(page, 'Bokmål');
  await expect(page).toHaveURL(pathIs(localePath('nb', nb.canonicalUrl)));
  await expect(page.getByRole('heading', { level: 1, name: nb.name })).toBeVisible();
});

/** The switcher sits in the top bar, or in the menu panel on a phone. */
async function switchLanguage(page: Page, language: 'Bokmål' | 'Nynorsk') {
  const link = page.getByRole('list', { name: 'Språk' }).getByRole('link', { name: language });
  if (!(await link.first().isVisible())) {
    await page.getByRole('button', { name: 'Meny' }).click();
  }
  await link.filter({ visible: true }).first().click();
}
