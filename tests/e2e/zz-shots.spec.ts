import { expect, test } from '@playwright/test';

test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `shot.${Date.now()}@example.test`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Logg inn/ }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: 'Opprett konto', exact: true }).first().click();
  await panel.getByRole('radio', { name: 'Bedrift' }).check();
  await page.screenshot({ path: '/tmp/shot-register.png' });
  await panel.getByRole('radio', { name: 'Privatperson' }).check();
  await panel.getByLabel('E-post').fill(email);
  await panel.getByLabel('Passord', { exact: true }).fill('hemmelig1');
  await panel.getByLabel('Gjenta passordet').fill('hemmelig1');
  await panel.locator('form').getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Min konto/ })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /Min konto/ }).click();
  await expect(panel).toBeVisible();
  await page.screenshot({ path: '/tmp/shot-panel.png' });
  await page.keyboard.press('Escape');
  const token = await page.evaluate(() => localStorage.getItem('apollo-token'));
  // An order through the API as this account.
  const q = async (query: string, variables: Record<string, unknown> = {}) =>
    page.evaluate(
      async ({ query, variables, token }) => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': 'atvhuset-storefront-public',
            authorization: `Bearer ${token ?? ''}`,
          },
          body: JSON.stringify({ query, variables }),
        });
        return res.json();
      },
      { query, variables, token },
    );
  const products = await q('{ products(filter: { pageSize: 5, page: 3 }) { products { skus { skuId: id } } } }');
  void products;
  for (const [name, path] of [
    ['orders', '/min-konto/bestillinger'],
    ['settings', '/min-konto/innstillinger'],
    ['balance', '/min-konto/saldo'],
  ] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(path);
      await expect(page.getByTestId('account-page')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shot-${name}-${width}.png`, fullPage: true });
    }
  }
});
