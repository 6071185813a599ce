import { expect, test } from './support/test.js';

// Unknown addresses end on the 404 page, which leads the shopper home.

const nb = { title: 'Vi fant ikke siden', home: 'Til forsiden', homePath: '/', lang: 'nb' };
const nn = { title: 'Vi fann ikkje sida', home: 'Til framsida', homePath: '/nn', lang: 'nn' };

const cases = [
  { what: 'an unknown path', path: '/finnes-ikke/123', texts: nb },
  { what: 'an unknown product', path: '/p/finnes-ikke', texts: nb },
  { what: 'an unknown Nynorsk product', path: '/nn/p/finst-ikkje', texts: nn },
];

for (const { what, path, texts } of cases) {
  test(`${what} shows the 404 page with a link home`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);

    await main.getByRole('link', { name: texts.home }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?#]*://[^/]+${texts.homePath}$`));
    await expect(main.getByRole('heading', { name: texts.title })).toHaveCount(0);
  });
}

test('/kundeservice, as the header names it, is the customer service page (200), not a 404', async ({
  page,
}) => {
  const answer = await page.goto('/kundeservice');
  expect(answer?.status()).toBe(200);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Kundeservice' }),
  ).toBeVisible();
  const nynorsk = await page.goto('/nn/kundeservice');
  expect(nynorsk?.status()).toBe(200);
});
