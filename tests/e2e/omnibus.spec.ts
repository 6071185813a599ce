import { expect, test, type APIRequestContext } from './support/test.js';
import { localePath, must, type Locale } from './support/catalogue.js';
import { gql } from './support/lists.js';

// Issue 16 (EU Omnibus): wherever a discount is shown, the lowest price of the 30 days before
// it. A search's cards show it under the discounted price, in nb and nn, without breaking the
// card at a phone's 390 px or a desktop's 1440 px; the product page and, once added, its line
// in the cart panel say it too.

// Two widths and the product page in one journey.
test.describe.configure({ timeout: 120_000 });

const LINE = {
  nb: 'Laveste pris 30 dager før rabatten: ',
  nn: 'Lågaste pris 30 dagar før rabatten: ',
} as const;

const CART = {
  nb: { add: 'Legg i handlekurven', cart: 'Handlekurv', lines: 'Varer i handlekurven' },
  nn: { add: 'Legg i handlekorga', cart: 'Handlekorg', lines: 'Varer i handlekorga' },
} as const;

interface Candidate {
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  skus: { name: string; stock: { totalStock: number; static: boolean } }[];
  unitPrice: { isDiscounted: boolean };
  lowestPriceBeforeDiscount: { sellingPriceIncVatFormatted: string } | null;
}

const forSale = (sku: Candidate['skus'][number]) => sku.stock.totalStock >= 2 && !sku.stock.static;

/** A discounted plain product in stock whose card carries the figure, as the shop answers it. */
async function discounted(request: APIRequestContext, locale: Locale) {
  for (let page = 1; page <= 6; page++) {
    const { products } = await gql<{ products: { products: Candidate[] } }>(
      request,
      locale,
      `query E2eOmnibus($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
        products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
          products { name canonicalUrl isPackage skus { name stock { totalStock static } }
            unitPrice { isDiscounted } lowestPriceBeforeDiscount { sellingPriceIncVatFormatted } }
        }
      }`,
      { filter: { pageSize: 100, page } },
    );
    const found = products.products.find(
      (p) =>
        p.unitPrice.isDiscounted &&
        p.lowestPriceBeforeDiscount !== null &&
        !p.isPackage &&
        p.skus.some(forSale),
    );
    if (found) return found;
  }
  throw new Error('No discounted product with a price from before its discount');
}

for (const locale of ['nb', 'nn'] as const) {
  test(`a search's card shows the lowest price before the discount in ${locale}`, async ({
    page,
    request,
  }) => {
    const product = await discounted(request, locale);
    const lowest = must(product.lowestPriceBeforeDiscount, 'figure').sellingPriceIncVatFormatted;
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localePath(locale, `/s/${encodeURIComponent(product.name)}`));
      const card = page.getByRole('article').filter({
        has: page.getByRole('link', { name: product.name, exact: true }),
      });
      const line = card.first().getByText(LINE[locale]);
      await expect(line).toHaveText(`${LINE[locale]}${lowest}`, { timeout: 30_000 });
      // Inside its card: not wider than the card, nothing cut off sideways.
      const [cardBox, lineBox] = await Promise.all([
        card.first().boundingBox(),
        line.boundingBox(),
      ]);
      const outer = must(cardBox, 'card box');
      const inner = must(lineBox, 'line box');
      expect(inner.x).toBeGreaterThanOrEqual(outer.x);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
      await card.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/omnibus-${locale}-${String(width)}.png` });
    }
    // The product page says it too (beside the discount).
    await page.goto(localePath(locale, product.canonicalUrl));
    await expect(page.getByText(lowest).first()).toBeVisible();

    // And so does its line in the cart panel, once added (a single size is chosen already).
    const texts = CART[locale];
    if (product.skus.length > 1) {
      const size = must(product.skus.find(forSale), 'a size in stock').name;
      await page.getByText(size, { exact: true }).first().click();
    }
    await page.getByRole('button', { name: texts.add }).click();
    const cartButton = page.getByRole('button', { name: new RegExp(`^${texts.cart}`) });
    await expect(cartButton).toHaveAccessibleName(`${texts.cart}, 1 vare`);
    await cartButton.click();
    const lines = page
      .getByRole('dialog', { name: texts.cart })
      .getByRole('list', { name: texts.lines });
    await expect(lines.getByText(LINE[locale])).toHaveText(`${LINE[locale]}${lowest}`);
    await page.screenshot({ path: `test-results/omnibus-cart-${locale}.png` });
  });
}
