import { expect, test } from './support/test.js';
import { localePath, must } from './support/catalogue.js';
import { findPackages, gql } from './support/lists.js';
import { PHONE } from './support/projects.js';

// The product page beyond the first visit (browse.spec.ts): tabs with the shop's shipping and
// payment facts and a fitting guide, and a package configured size by size.

function kroner(amount: number): RegExp {
  const whole = Math.round(amount);
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]?');
  return new RegExp(`^${digits},-$`);
}

test(
  'a package is configured size by size and priced against its parts',
  PHONE,
  async ({ page, request }) => {
    const packages = await findPackages(request, 'surringspakke');
    const pack = must(
      packages.find((candidate) =>
        candidate.packageParts.some((part) => part.product.skus.length > 1),
      ),
      'a package with a part in several sizes',
    );
    const separately = pack.packageParts.reduce(
      (sum, part) => sum + part.product.unitPrice.sellingPriceIncVat * part.quantity,
      0,
    );

    await page.goto(localePath('nb', pack.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: pack.name })).toBeVisible();
    // It counts the parts as the specifications do: units, not lines.
    const units = pack.packageParts.reduce((sum, part) => sum + part.quantity, 0);
    const configurator = page.getByRole('region', {
      name: `Pakken inneholder ${String(units)} ${units === 1 ? 'del' : 'deler'}`,
    });
    await expect(configurator.getByText(/^Velg størrelse for:/)).toBeVisible();
    // A part the package holds several of says its price is each.
    await expect(configurator.getByText('per stk.', { exact: true })).toHaveCount(
      pack.packageParts.filter((part) => part.quantity > 1).length,
    );

    for (const part of pack.packageParts.filter((candidate) => candidate.product.skus.length > 1)) {
      const sizes = configurator.getByRole('group', {
        name: `Velg størrelse for ${part.product.name}`,
      });
      // The first size that can be ordered; one out of stock is marked so for screen readers.
      const size = sizes.locator('label').filter({ hasNotText: 'Ikke på lager' }).first();
      await size.click();
      await expect(size.getByRole('radio')).toBeChecked();
    }
    await expect(configurator.getByText(/^Velg størrelse for:/)).toBeHidden();

    const sums = configurator.getByRole('definition');
    await expect(sums.first()).toHaveText(kroner(separately));
    await expect(configurator.getByRole('term').filter({ hasText: 'Pakkepris' })).toBeVisible();
    await expect(sums.nth(1)).toHaveText(pack.unitPrice.sellingPriceIncVatFormatted);
    await expect(
      configurator.getByText(/på lager|igjen på lager|kan bestilles|forventet inn/i).last(),
    ).toBeVisible();
  },
);

test('the product tabs show shipping, payment and a fitting guide', async ({ page }) => {
  const packages = await findPackages(page.request, 'surringspakke');
  const part = must(packages[0], 'a package').canonicalUrl;
  await page.goto(localePath('nb', part));
  const tabs = page.getByRole('tablist', { name: 'Om produktet' });

  await tabs.getByRole('tab', { name: 'Frakt og retur' }).click();
  const shipping = page.getByRole('tabpanel', { name: 'Frakt og retur' });
  await expect(shipping.getByText(/Frakt fra 79 kr/)).toBeVisible();
  await expect(shipping.getByText(/14 dagers åpent kjøp/)).toBeVisible();
  await expect(shipping.getByText(/før kl\. 07\.00/)).toBeVisible();

  await tabs.getByRole('tab', { name: 'Betaling' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Betaling' }).getByText(/innen 30 dager/),
  ).toBeVisible();

  await tabs.getByRole('tab', { name: 'Veiledning' }).click();
  const guide = page.getByRole('tabpanel', { name: 'Veiledning' });
  await expect(guide.getByRole('heading', { name: 'Sikre lasten' })).toBeVisible();
  await expect(guide.getByRole('listitem')).toHaveCount(4);
});

interface PackageStock {
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  unitPrice: { sellingPriceIncVat: number };
  stock: { totalStock: number; supplierStock: number; static: boolean; oversellable: boolean };
  packageParts: { quantity: number; product: { unitPrice: { sellingPriceIncVat: number } } }[];
}

test('a package card and its page tell the same stock; a sold-out one cannot be added', async ({
  page,
}) => {
  test.slow(); // four package pages
  const { products } = await gql<{ products: { products: PackageStock[] } }>(
    page.request,
    'nb',
    `query E2ePackageStock($channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: { searchText: "pakke", pageSize: 48 }, channelId: $channelId,
               languageId: $languageId, marketId: $marketId) {
        products {
          name canonicalUrl isPackage unitPrice { sellingPriceIncVat }
          stock { totalStock supplierStock static oversellable }
          packageParts { quantity product { unitPrice { sellingPriceIncVat } } }
        }
      }
    }`,
  );
  const packages = products.products.filter((p) => p.isPackage).slice(0, 4);
  expect(packages.length).toBeGreaterThan(0);

  await page.goto(localePath('nb', 's/pakke'));
  const cardStock = new Map<string, string>();
  for (const pack of packages) {
    const card = page.locator('article.product-card').filter({ hasText: pack.name }).first();
    cardStock.set(pack.name, (await card.locator('.stock').innerText()).trim());
  }

  for (const pack of packages) {
    await page.goto(localePath('nb', pack.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: pack.name })).toBeVisible({
      timeout: 20_000,
    });
    const configurator = page.getByRole('region', { name: /^Pakken inneholder/ });
    await expect(configurator.locator('.availability .stock')).toHaveText(
      cardStock.get(pack.name) ?? '',
    );
    const separately = pack.packageParts.reduce(
      (sum, part) => sum + part.product.unitPrice.sellingPriceIncVat * part.quantity,
      0,
    );
    // The parts' sum is struck through, with a saving, only when the package is cheaper.
    const isDeal = separately > pack.unitPrice.sellingPriceIncVat;
    await expect(configurator.locator('.package__sums s')).toHaveCount(isDeal ? 1 : 0);
    await expect(configurator.getByRole('term').filter({ hasText: 'Du sparer' })).toHaveCount(
      isDeal ? 1 : 0,
    );
    const { stock } = pack;
    const isSellable =
      stock.static || stock.oversellable || stock.totalStock + stock.supplierStock > 0;
    if (isSellable) {
      await expect(page.getByRole('button', { name: 'Legg i handlekurven' })).toBeEnabled();
    } else {
      // Sold out, or only incoming: the cart takes neither until the parts are in.
      await expect(page.getByRole('button', { name: /^(Utsolgt|Kommer snart)$/ })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Legg i handlekurven' })).toHaveCount(0);
      await expect(page.getByText(/ i denne størrelsen/)).toHaveCount(0);
    }
  }
});

test('a heavy part says its freight, and ex VAT for a business buyer as the cart charges it', async ({
  page,
  request,
}) => {
  const { products } = await gql<{
    products: { products: { name: string; canonicalUrl: string; isHeavy: boolean }[] };
  }>(
    request,
    'nb',
    'query { products(filter: { pageSize: 100 }) { products { name canonicalUrl isHeavy } } }',
  );
  const heavy = must(
    products.products.find((product) => product.isHeavy),
    'a heavy product among the first 100',
  );
  await page.goto(localePath('nb', heavy.canonicalUrl));
  const perks = page.locator('.product-summary__perks');
  await expect(perks).toContainText('Tungt gods: levert på adresse for 449 kr');
  await page
    .getByRole('group', { name: 'Kundetype', exact: true })
    .getByText('Bedrift', { exact: true })
    .first()
    .click();
  // 449 kr with 25 % VAT is 359,20 kr without.
  await expect(perks).toContainText('Tungt gods: levert på adresse for 359,20 kr eks. mva.');
});
