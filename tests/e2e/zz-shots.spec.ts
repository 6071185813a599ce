import { test } from '@playwright/test';
import { gql } from './support/lists.js';

test('shots', async ({ page, request }) => {
  const { shopReviews } = await gql<{ shopReviews: { reviews: { productId: number }[] } }>(
    request, 'nb', 'query S { shopReviews(pageSize: 50) { reviews { productId } } }', {});
  let url = '';
  for (const { productId } of shopReviews.reviews) {
    const a = await gql<{ productQuestions: { count: number }; productReviews: { summary: { count: number } }; product: { canonicalUrl: string } }>(
      request, 'nb',
      'query Q($productId: Int!, $languageId: Int) { productQuestions(productId: $productId) { count } productReviews(productId: $productId) { summary { count } } product(productId: $productId, languageId: $languageId) { canonicalUrl } }',
      { productId });
    if (a.productQuestions.count > 0 && a.productReviews.summary.count > 5) { url = a.product.canonicalUrl; break; }
  }
  for (const [w, h] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(url);
    await page.getByRole('tab', { name: /^Anmeldelser/ }).click();
    await page.getByRole('heading', { name: 'Kundeanmeldelser' }).scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'Spørsmål og svar' }).waitFor();
    await page.getByRole("tabpanel").screenshot({ path: `/tmp/rev-tab-${w}.png` });
  }
});
