import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { localePath, must } from './support/catalogue.js';
import { findPackages, gql } from './support/lists.js';
import { PHONE } from './support/projects.js';

// The cart journey: a size first, add, the badge, the mini cart
// with quantity, promo codes and remove; and a second tab that shows the same cart.

interface SizedProduct {
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  skus: {
    name: string;
    stock: { totalStock: number; supplierStock: number; static: boolean; oversellable: boolean };
  }[];
}

type Sku = SizedProduct['skus'][number];
const hasStock = (sku: Sku) => sku.stock.totalStock >= 3 && !sku.stock.static;

/** A plain product in several sizes with a size that matches (default: 3 or more in stock). */
async function findSizedProduct(
  request: APIRequestContext,
  fits: (sku: Sku) => boolean = hasStock,
) {
  const { products } = await gql<{ products: { products: SizedProduct[] } }>(
    request,
    'nb',
    `query E2eSized($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products { name canonicalUrl isPackage skus { name stock { totalStock supplierStock static oversellable } } }
      }
    }`,
    { filter: { pageSize: 60 } },
  );
  const product = must(
    products.products.find(
      (candidate) => !candidate.isPackage && candidate.skus.length > 1 && candidate.skus.some(fits),
    ),
    'a product in several sizes with stock',
  );
  const sku = must(product.skus.find(fits), 'a size in stock');
  return { product, size: sku.name, stock: sku.stock.totalStock };
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Handlekurv/ });

test(
  'a size first, then add, change, promo codes and remove in the mini cart',
  PHONE,
  async ({ page, request }) => {
    const { product, size } = await findSizedProduct(request);
    await page.goto(localePath('nb', product.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const add = page.getByRole('button', { name: 'Legg i handlekurven' });
    await add.click();
    await expect(
      page.getByText('Velg en størrelse før du legger varen i handlekurven.'),
    ).toBeVisible();

    await page.getByText(size, { exact: true }).first().click();
    // From the keyboard: the button keeps the focus while it adds (a screen reader user keeps
    // their place), and adds once.
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').getByText('Lagt i handlekurven')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 1 vare');
    await expect(add).toBeFocused();

    await cartButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Handlekurv' });
    const lines = panel.getByRole('list', { name: 'Varer i handlekurven' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByText(`Størrelse: ${size}`)).toBeVisible();

    // Nothing in the panel is wider than the panel (the code fields once pushed it past a phone).
    const body = panel.locator('.panel__body');
    expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

    await lines.getByRole('button', { name: `Legg til én ${product.name}` }).click();
    await expect(lines.locator('.quantity-stepper__value')).toHaveValue('2');
    await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 2 varer');
    // A quantity can be typed too (Enter sets it); letters are not taken.
    const quantity = lines.getByRole('textbox', { name: `Antall for ${product.name}` });
    await quantity.fill('3x');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('3');
    await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 3 varer');

    const promo = panel.getByLabel('Rabattkode');
    await promo.fill('BLACKWEEK23');
    await panel.getByRole('button', { name: 'Bruk koden' }).click();
    await expect(panel.getByText('Rabattkoden er utløpt.')).toBeVisible();

    await promo.fill('VELKOMMEN10');
    await panel.getByRole('button', { name: 'Bruk koden' }).click();
    await expect(panel.getByText('Rabattkoden VELKOMMEN10 er lagt til')).toBeVisible();
    await expect(panel.getByText('Rabatt', { exact: true })).toBeVisible();

    await lines.getByRole('button', { name: `Fjern ${product.name}` }).click();
    await expect(panel.getByText('Handlekurven din er tom.')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName(/^Handlekurv$/);
  },
);

test('in Nynorsk the mini cart names the product in Nynorsk', async ({ page, request }) => {
  // Product names differ between the languages for some part types (kulekobling/kulekopling).
  const query = `query E2eNames($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
    products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
      products { productId name canonicalUrl isPackage skus { name stock { totalStock supplierStock static oversellable } } }
    }
  }`;
  type Named = SizedProduct & { productId: number };
  const inLanguage = async (locale: 'nb' | 'nn') =>
    (
      await gql<{ products: { products: Named[] } }>(request, locale, query, {
        filter: { pageSize: 100 },
      })
    ).products.products;
  const [bokmal, nynorsk] = await Promise.all([inLanguage('nb'), inLanguage('nn')]);
  const nbName = new Map(bokmal.map((product) => [product.productId, product.name]));
  const product = must(
    nynorsk.find(
      (candidate) =>
        !candidate.isPackage &&
        candidate.skus.length > 1 &&
        candidate.skus.some(hasStock) &&
        nbName.has(candidate.productId) &&
        nbName.get(candidate.productId) !== candidate.name,
    ),
    'a product in several sizes whose Nynorsk name differs from its Bokmål name',
  );
  const bokmalName = must(nbName.get(product.productId), 'the Bokmål name');
  const size = must(product.skus.find(hasStock), 'a size in stock').name;

  await page.goto(localePath('nn', product.canonicalUrl));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByText(size, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Legg i handlekorga' }).click();
  const button = page.getByRole('button', { name: /^Handlekorg/ });
  await expect(button).toHaveAccessibleName('Handlekorg, 1 vare');

  await button.click();
  const lines = page
    .getByRole('dialog', { name: 'Handlekorg' })
    .getByRole('list', { name: 'Varer i handlekorga' });
  await expect(lines.getByRole('link', { name: product.name }).first()).toBeVisible();
  await expect(lines.getByText(bokmalName, { exact: true })).toHaveCount(0);

  // The cart as fetched again (a reload asks getCart) is in Nynorsk too.
  await page.reload();
  await expect(button).toHaveAccessibleName('Handlekorg, 1 vare');
  await button.click();
  await expect(lines.getByRole('link', { name: product.name }).first()).toBeVisible();
  await expect(lines.getByText(bokmalName, { exact: true })).toHaveCount(0);
});

test('two tabs show the same cart', async ({ context, request }) => {
  const { product, size } = await findSizedProduct(request);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(localePath('nb', product.canonicalUrl));
  await second.goto('/');
  await expect(cartButton(second)).toHaveAccessibleName(/^Handlekurv$/);
  // The app, not the prerendered shell (whose cart button has the same name), holds the second
  // tab: its cart listens for the other tabs' changes only from then on. In CI the add below
  // came first, and the second tab, which had no cart yet, never heard of the new one.
  await expect(second.locator('#root')).not.toHaveAttribute('data-app-shell', /.*/);

  await first.getByText(size, { exact: true }).first().click();
  await first.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await expect(cartButton(first)).toHaveAccessibleName('Handlekurv, 1 vare');
  await expect(cartButton(second)).toHaveAccessibleName('Handlekurv, 1 vare');

  await cartButton(second).click();
  await expect(
    second.getByRole('dialog', { name: 'Handlekurv' }).getByText(product.name).first(),
  ).toBeVisible();
});

test('adding beyond the stock says so and keeps what is in the cart', async ({ page, request }) => {
  const { product, size, stock } = await findSizedProduct(
    request,
    (sku) =>
      sku.stock.totalStock >= 2 &&
      sku.stock.totalStock <= 6 &&
      sku.stock.supplierStock === 0 &&
      !sku.stock.static &&
      !sku.stock.oversellable,
  );
  await page.goto(localePath('nb', product.canonicalUrl));
  await page.getByText(size, { exact: true }).first().click();
  const more = page.getByRole('button', { name: 'Flere' });
  for (let count = 1; count < stock; count += 1) await more.click();
  await expect(more).toBeDisabled();
  await expect(page.getByText(`${stock} igjen`, { exact: true })).toBeVisible();
  const add = page.getByRole('button', { name: 'Legg i handlekurven' });
  await add.click();
  await expect(cartButton(page)).toHaveAccessibleName(new RegExp(`${stock} varer`));

  await add.click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Det er bare|Du kan ikke kjøpe/ }),
  ).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName(new RegExp(`${stock} varer`));
});

test('a package goes in once its sizes are chosen and counts 1 on the badge', async ({
  page,
  request,
}) => {
  const packages = await findPackages(request, 'surringspakke');
  const pack = must(
    packages.find((candidate) =>
      candidate.packageParts.some((part) => part.product.skus.length > 1),
    ),
    'a package with a part in several sizes',
  );
  await page.goto(localePath('nb', pack.canonicalUrl));
  const add = page.getByRole('button', { name: 'Legg i handlekurven' });
  await add.click();
  await expect(
    page.getByText('Velg en størrelse før du legger varen i handlekurven.'),
  ).toBeVisible();

  const configurator = page.getByRole('region', { name: /^Pakken inneholder/ });
  for (const part of pack.packageParts.filter((candidate) => candidate.product.skus.length > 1)) {
    const sizes = configurator.getByRole('group', {
      name: `Velg størrelse for ${part.product.name}`,
    });
    await sizes.locator('label').filter({ hasNotText: 'Ikke på lager' }).first().click();
  }
  await add.click();
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 1 vare');

  // In the mini cart the package is one line: its parts under its name, one quantity and one
  // remove for the whole package, its price the package's.
  await cartButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Handlekurv' });
  const lines = panel.getByRole('list', { name: 'Varer i handlekurven' });
  const line = lines.locator(':scope > li');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: pack.name })).toBeVisible();
  await expect(
    line.getByRole('list', { name: `Pakken ${pack.name} inneholder` }).getByRole('listitem'),
  ).toHaveCount(pack.packageParts.length);
  await expect(line.locator('.cart-line__total')).toHaveText(
    pack.unitPrice.sellingPriceIncVatFormatted,
  );
  await expect(line.getByRole('button', { name: /^Fjern/ })).toHaveCount(1);

  await line.getByRole('button', { name: `Legg til én ${pack.name}` }).click();
  await expect(line.locator('.quantity-stepper__value')).toHaveValue('2');
  await expect(cartButton(page)).toHaveAccessibleName('Handlekurv, 1 vare');

  await line.getByRole('button', { name: `Fjern ${pack.name}` }).click();
  await expect(panel.getByText('Handlekurven din er tom.')).toBeVisible();
});
