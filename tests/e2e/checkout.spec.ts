import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { localePath, must, type Locale } from './support/catalogue.js';
import { gql } from './support/lists.js';
import { PHONE } from './support/projects.js';

// The checkout journeys: buy through the sandbox payment page to
// the confirmation page, as a private person in nb and as a business in nn (ex VAT), a declined
// payment that keeps the cart, and the form's validation.

// Whole purchases through a second (payment) page: more steps than the other journeys.
test.describe.configure({ timeout: 90_000 });
// As a shopper buys: with the service worker (off by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Candidate {
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  isHeavy: boolean;
  skus: { name: string; stock: { totalStock: number; static: boolean } }[];
}

/** A light product in several sizes with a size well in stock (the orders take stock). */
async function findProduct(request: APIRequestContext, locale: Locale, skip: number) {
  const { products } = await gql<{ products: { products: Candidate[] } }>(
    request,
    locale,
    `query E2eCheckoutProducts($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products { name canonicalUrl isPackage isHeavy skus { name stock { totalStock static } } }
      }
    }`,
    { filter: { pageSize: 60 } },
  );
  const fits = (sku: Candidate['skus'][number]) => sku.stock.totalStock >= 20 && !sku.stock.static;
  const candidates = products.products.filter(
    (product) =>
      !product.isPackage && !product.isHeavy && product.skus.length > 1 && product.skus.some(fits),
  );
  // Each test buys its own product, so parallel tests do not race for the same stock.
  const product = must(candidates[skip % Math.max(candidates.length, 1)], 'a light sized product');
  return { product, size: must(product.skus.find(fits), 'a size in stock').name };
}

const cartButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: locale === 'nb' ? /^Handlekurv/ : /^Handlekorg/ });

async function addToCart(page: Page, request: APIRequestContext, locale: Locale, skip: number) {
  const { product, size } = await findProduct(request, locale, skip);
  await page.goto(localePath(locale, product.canonicalUrl));
  await page.getByText(size, { exact: true }).first().click();
  await page
    .getByRole('button', { name: locale === 'nb' ? 'Legg i handlekurven' : 'Legg i handlekorga' })
    .click();
  await expect(cartButton(page, locale)).toHaveAccessibleName(/1 var/);
  return product;
}

/** A text field of the form by its label. */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

interface Address {
  firstName: string;
  lastName: string;
  address: string;
  zip: string;
  mobile: string;
}

async function fillContact(page: Page, email: string, address: Address, locale: Locale) {
  const label = (nb: string, nn: string) => (locale === 'nb' ? nb : nn);
  await field(page, 'E-post').fill(email);
  await field(page, label('Fornavn', 'Førenamn')).fill(address.firstName);
  await field(page, label('Etternavn', 'Etternamn')).fill(address.lastName);
  await field(page, 'Adresse').fill(address.address);
  await field(page, 'Postnummer').fill(address.zip);
  // The postcode fills the city.
  await expect(field(page, label('Poststed', 'Poststad'))).not.toHaveValue('');
  await field(page, 'Mobilnummer').fill(address.mobile);
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Betal / });

/** The first pickup point of the list, chosen; answers the list's radios. */
async function chooseFirstPickupPoint(page: Page) {
  const points = page.getByRole('group', { name: 'Velg hentested' }).getByRole('radio');
  await expect(points.first()).toBeVisible();
  await points.first().check();
  await expect(points.first()).toBeChecked();
  return points;
}

/** Card, the purchase terms, pay, then approve on the sandbox payment page. */
async function payByCard(page: Page, onPaymentPage?: () => Promise<void>) {
  await page.getByRole('radio', { name: /^Kort/ }).check();
  await page.getByRole('checkbox', { name: /Jeg har lest og godtar/ }).check();
  await expect(payButton(page)).toHaveAttribute('aria-disabled', 'false');
  await payButton(page).click();
  await expect(page.getByText('SANDKASSE BETALING')).toBeVisible();
  await onPaymentPage?.();
  await page.getByRole('button', { name: 'Godkjenn' }).click();
}

test(
  'a private person buys in nb with a pickup point and card',
  PHONE,
  async ({ page, request, isMobile }) => {
    const product = await addToCart(page, request, 'nb', 0);
    await cartButton(page, 'nb').click();
    await page.getByRole('link', { name: 'Til kassen' }).click();
    await expect(page).toHaveURL(/\/kassen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible();
    // The link went with the cart panel: the keyboard's place is the checkout's main area.
    await expect(page.locator('#main')).toBeFocused();
    // Phones show the order folded, with its total.
    if (isMobile) await page.getByText(/^Vis bestillingen \(/).click();
    await expect(page.getByRole('list', { name: 'Varer i bestillingen' })).toContainText(
      product.name,
    );

    await fillContact(
      page,
      'kari.nordmann@example.no',
      {
        firstName: 'Kari',
        lastName: 'Nordmann',
        address: 'Storgata 1',
        zip: '0150',
        mobile: '912 34 567',
      },
      'nb',
    );
    await page.getByRole('radio', { name: /Hentested \(Post i Butikk\)/ }).check();
    await chooseFirstPickupPoint(page);
    await payByCard(page);

    await expect(page).toHaveURL(/\/checkout\/confirm#order=.+&token=/);
    await expect(page.getByRole('heading', { name: 'Takk for bestillingen!' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
    await expect(page.getByRole('list', { name: 'Varer' })).toContainText(product.name);
    await expect(page.getByText('Hentes på')).toBeVisible();
    // The ordered cart is closed: the shopper starts a fresh one.
    await expect(cartButton(page, 'nb')).toHaveAccessibleName(/^Handlekurv$/);
  },
);

test(
  'a business buys in nn with prices ex VAT and invoice',
  PHONE,
  async ({ page, request, isMobile }) => {
    const product = await addToCart(page, request, 'nn', 1);
    await page.goto('/nn/kassen');
    await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible();
    const total = page.getByTestId('checkout-total');
    await expect(total).toBeAttached();
    const incVat = await total.textContent();

    await page.getByRole('radio', { name: 'Bedrift' }).check();
    await expect(page.getByText('Totalt ekskl. mva.')).toBeAttached();
    await expect(total).not.toHaveText(must(incVat, 'the total inc VAT'));
    // A phone's folded order says its total is ex VAT (the pay button asks for it with VAT).
    if (isMobile)
      await expect(page.getByText(/^Vis bestillinga \(.+ ekskl\. mva\.\)$/)).toBeVisible();

    await field(page, 'Organisasjonsnummer').fill('923609017');
    await field(page, 'Organisasjonsnummer').blur();
    await expect(page.getByText('Organisasjonsnummeret er ikkje gyldig')).toBeVisible();
    await field(page, 'Organisasjonsnummer').fill('923609016');
    await expect(page.getByText('Organisasjonsnummeret er ikkje gyldig')).toBeHidden();
    await field(page, 'Firmanamn').fill('Fjellgarasjen AS');
    await fillContact(
      page,
      'innkjop@fjellgarasjen.example.no',
      {
        firstName: 'Per',
        lastName: 'Hansen',
        address: 'Industrivegen 3',
        zip: '5003',
        mobile: '41234567',
      },
      'nn',
    );
    await page.getByRole('radio', { name: /Levering heim på kvelden/ }).check();
    await expect(page.getByRole('radio', { name: /Levering heim på kvelden/ })).toBeChecked();
    // Vipps, instalments and pay later are for private persons only.
    await expect(page.getByRole('radio', { name: /^Vipps/ })).toHaveCount(0);
    await page.getByRole('radio', { name: /^Faktura/ }).check();
    await expect(page.getByText('30 dagars betalingsfrist')).toBeVisible();
    await page.getByRole('textbox', { name: /^Melding til oss/ }).fill('Merk pakken med PO-4711');
    await page.getByRole('checkbox', { name: /Eg har lese og godtek/ }).check();

    await payButton(page).click();
    await page.getByRole('button', { name: 'Godkjenn' }).click();

    await expect(page).toHaveURL(/\/nn\/checkout\/confirm#order=.+&token=/);
    await expect(page.getByRole('heading', { name: 'Takk for bestillinga!' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Varer' })).toContainText(product.name);
    await expect(page.getByText('Totalt ekskl. mva.')).toBeVisible();
    // Prices ex VAT, but the VAT and the amount paid are shown too.
    await expect(page.getByText('Totalt inkl. mva.')).toBeVisible();
    await expect(page.getByText('Faktura med 30 dagars betalingsfrist')).toBeVisible();
    await expect(page.getByText('Fjellgarasjen AS (org.nr. 923 609 016)')).toBeVisible();
    // What the buyer wrote to the shop, shown back; the mobile number as people write it (typed
    // '41234567', kept as +4741234567).
    await expect(page.getByText('Merk pakken med PO-4711')).toBeVisible();
    await expect(page.getByText('412 34 567', { exact: true }).first()).toBeVisible();

    // A guest is offered an account, filled with what the order said: nothing typed twice.
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByLabel('E-post')).toHaveValue('innkjop@fjellgarasjen.example.no');
    await expect(panel.getByLabel('Organisasjonsnummer')).toHaveValue('923609016');
    await expect(panel.getByLabel('Firmanamn')).toHaveValue('Fjellgarasjen AS');
  },
);

test('a declined payment lands on the failure page and keeps the cart', async ({
  page,
  request,
}) => {
  const product = await addToCart(page, request, 'nb', 2);
  await page.goto('/kassen');
  await fillContact(
    page,
    'ola@example.no',
    {
      firstName: 'Ola',
      lastName: 'Nordmann',
      address: 'Fjordvegen 2',
      zip: '5003',
      mobile: '91234567',
    },
    'nb',
  );
  await page.getByRole('radio', { name: /Levering hjem på kvelden/ }).check();
  await expect(page.getByRole('radio', { name: /Levering hjem på kvelden/ })).toBeChecked();
  await page.getByRole('radio', { name: /^Kort/ }).check();
  await page.getByRole('textbox', { name: 'Melding til oss' }).fill('Ring før levering.');
  await page.getByRole('checkbox', { name: /send meg nyhetsbrev/ }).check();
  await page.getByRole('checkbox', { name: /Jeg har lest og godtar/ }).check();
  await payButton(page).click();
  await page.getByRole('button', { name: 'Avvis' }).click();

  await expect(page).toHaveURL(/\/checkout\/klarna-fail\?reason=declined/);
  await expect(page.getByText('Betalingen ble avvist. Ingen penger er trukket.')).toBeVisible();
  await expect(cartButton(page, 'nb')).toHaveAccessibleName('Handlekurv, 1 vare');
  await page.getByRole('button', { name: 'Til handlekurven' }).click();
  const panel = page.getByRole('dialog', { name: 'Handlekurv' });
  await expect(panel.getByText(product.name).first()).toBeVisible();

  // Gift cards beside the promo code: unknown, expired and empty cards are refused.
  const giftCard = panel.getByRole('textbox', { name: 'Gavekort' });
  const apply = panel.getByRole('button', { name: 'Bruk gavekortet' });
  for (const [code, message] of [
    ['GAVE-9999-DEMO', 'Vi finner ikke dette gavekortet. Sjekk koden.'],
    ['GAVE-GAMMEL-DEMO', 'Gavekortet er utløpt.'],
    ['GAVE-TOMT-DEMO', 'Det er ikke mer penger igjen på gavekortet.'],
  ] as const) {
    await giftCard.fill(code);
    await apply.click();
    await expect(panel.getByText(message)).toBeVisible();
  }
  await giftCard.fill('GAVE-0500-DEMO');
  await apply.click();
  await expect(panel.getByText(/^Gavekort .*DEMO: /)).toBeVisible();
  await expect(panel.getByText('Å betale', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Fjern gavekortet' }).click();
  await expect(giftCard).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to the checkout: what was typed is still there, and paying again works.
  await page.getByRole('link', { name: 'Prøv å betale igjen' }).click();
  await expect(field(page, 'E-post')).toHaveValue('ola@example.no');
  await expect(field(page, 'Fornavn')).toHaveValue('Ola');
  await expect(page.getByRole('textbox', { name: 'Melding til oss' })).toHaveValue(
    'Ring før levering.',
  );
  await expect(page.getByRole('checkbox', { name: /send meg nyhetsbrev/ })).toBeChecked();
  // The same details again are a new attempt (the declined order is cancelled): a new payment
  // page, not the old refusal replayed, and this time the order goes through.
  await page.getByRole('checkbox', { name: /Jeg har lest og godtar/ }).check();
  await payButton(page).click();
  await expect(page.getByText('SANDKASSE BETALING')).toBeVisible();
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm#order=.+&token=/);
  await expect(page.getByRole('list', { name: 'Varer' })).toContainText(product.name);
});

test('the payment failure page takes no cart from its URL', async ({ page, request }) => {
  // Someone else's cart, made through the API as any shopper's browser makes one.
  const { product, size } = await findProduct(request, 'nb', 4);
  const { products } = await gql<{
    products: { products: { name: string; skus: { skuId: number; name: string }[] }[] };
  }>(
    request,
    'nb',
    `query E2eForeignSku($filter: FilterInputType, $languageId: Int) {
      products(filter: $filter, languageId: $languageId) { products { name skus { skuId name } } }
    }`,
    { filter: { pageSize: 60 } },
  );
  const sku = must(
    products.products.find((p) => p.name === product.name)?.skus.find((s) => s.name === size),
    'the sku of the foreign cart',
  );
  const { addToCart: foreign } = await gql<{ addToCart: { id: string } }>(
    request,
    'nb',
    `mutation E2eForeignCart($skuId: Int!, $key: String!) {
      addToCart(skuId: $skuId, quantity: 1, idempotencyKey: $key) { id }
    }`,
    { skuId: sku.skuId, key: crypto.randomUUID() },
  );

  // A link that names that cart: the page shows the failure, and this browser's cart stays
  // its own (empty here).
  await page.goto(`/checkout/klarna-fail?reason=declined&cart=${encodeURIComponent(foreign.id)}`);
  await expect(page.getByText('Betalingen ble avvist. Ingen penger er trukket.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(cartButton(page, 'nb')).toHaveAccessibleName(/^Handlekurv$/);
  await page.getByRole('button', { name: 'Til handlekurven' }).click();
  const panel = page.getByRole('dialog', { name: 'Handlekurv' });
  await expect(panel.getByText('Handlekurven din er tom.')).toBeVisible();
  await expect(panel.getByText(product.name)).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ralph-cart');
  expect(cookie?.value ?? '').not.toContain(foreign.id);
  // Reloaded, still not adopted.
  await page.reload();
  await expect(page.getByText('Betalingen ble avvist. Ingen penger er trukket.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(cartButton(page, 'nb')).toHaveAccessibleName(/^Handlekurv$/);
});

test('validation: required fields on blur, a guarded pay button and a bad org number', async ({
  page,
  request,
}) => {
  await addToCart(page, request, 'nb', 3);
  await page.goto('/kassen');
  const email = field(page, 'E-post');
  await email.focus();
  await email.blur();
  await expect(page.getByText('Dette feltet er obligatorisk')).toHaveCount(1);

  // Once in error, every keystroke checks the field again.
  await email.pressSequentially('ola@');
  await expect(page.getByText('Du må skrive inn en gyldig e-postadresse')).toBeVisible();
  await email.pressSequentially('example.no');
  await expect(page.getByText('Du må skrive inn en gyldig e-postadresse')).toBeHidden();
  await expect(page.getByText('(valgfritt)').first()).toBeVisible();

  // The pay button is guarded: pressing it shows what is missing and stays on the page.
  await expect(payButton(page)).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled, not disabled: it still takes a press (Playwright will not click it).
  await payButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kassen$/);
  await expect(field(page, 'Fornavn')).toBeFocused();
  await expect(page.getByText('Dette feltet er obligatorisk').first()).toBeVisible();
  await expect(page.getByText('Du må godta kjøpsvilkårene')).toBeVisible();
  // Under the button, what is missing by name (it said '… 1 felt' for an unticked box).
  await expect(page.locator('#pay-guard')).toContainText(
    /^Før du kan betale: fyll ut eller rett \d+ felt, velg levering, .*godta kjøpsvilkårene\.$/,
  );

  await page.getByRole('radio', { name: 'Bedrift' }).check();
  const org = field(page, 'Organisasjonsnummer');
  await org.fill('974760672');
  await org.blur();
  await expect(page.getByText('Organisasjonsnummeret er ikke gyldig')).toBeVisible();

  // A personal id is asked for when a private person chooses invoice, and checked.
  await page.getByRole('radio', { name: 'Privatperson' }).check();
  await page.getByRole('radio', { name: /^Faktura/ }).check();
  const id = field(page, 'Fødselsnummer eller personnummer');
  await id.fill('29020050168');
  await id.blur();
  await expect(page.getByText('Fødselsnummeret eller personnummeret er ikke gyldig')).toBeVisible();
  await id.fill('29020050169');
  await expect(page.getByText('Fødselsnummeret eller personnummeret er ikke gyldig')).toBeHidden();

  // What was typed survives a reload.
  await page.reload();
  await expect(field(page, 'E-post')).toHaveValue('ola@example.no');
});

test.describe('a lost answer', () => {
  // page.route does not see requests a service worker handles.
  test.use({ serviceWorkers: 'block' });

  test('keeps what was typed, and the retry sends the same key: one order', async ({
    page,
    request,
  }) => {
    await addToCart(page, request, 'nb', 4);
    await page.goto('/kassen');
    await fillContact(
      page,
      'lise@example.no',
      {
        firstName: 'Lise',
        lastName: 'Berg',
        address: 'Bryggen 5',
        zip: '5003',
        mobile: '45678901',
      },
      'nb',
    );
    await page.getByRole('radio', { name: /Levering hjem på kvelden/ }).check();
    await page.getByRole('radio', { name: /^Kort/ }).check();
    await page.getByRole('checkbox', { name: /Jeg har lest og godtar/ }).check();

    // The first placeOrder reaches the shop, but its answer is lost on the way back. The client
    // sends a persisted query's hash first; while the server does not know PlaceOrder's hash (a
    // fresh server, this test first) it answers PERSISTED_QUERY_NOT_FOUND and the client sends
    // the whole query: that handshake places nothing, so it passes and is not counted.
    const keys: string[] = [];
    await page.route(
      (url) => url.pathname === '/graphql',
      async (route) => {
        const body = route.request().postDataJSON() as {
          operationName?: string;
          variables?: { input?: { idempotencyKey?: string } };
        } | null;
        if (body?.operationName !== 'PlaceOrder') return route.continue();
        const response = await route.fetch();
        if ((await response.text()).includes('PERSISTED_QUERY_NOT_FOUND'))
          return route.fulfill({ response });
        keys.push(body.variables?.input?.idempotencyKey ?? '');
        if (keys.length > 1) return route.fulfill({ response });
        return route.abort('connectionreset');
      },
    );
    await payButton(page).click();
    await expect(
      page.getByText('Vi fikk ikke kontakt med nettbutikken.', { exact: false }),
    ).toBeVisible();
    await expect(field(page, 'E-post')).toHaveValue('lise@example.no');
    await expect(field(page, 'Mobilnummer')).toHaveValue('45678901');

    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await expect(page.getByText('SANDKASSE BETALING')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const orderNumber = await page.locator('dd').first().textContent();
    await page.getByRole('button', { name: 'Godkjenn' }).click();
    await expect(page.getByTestId('order-number')).toHaveText(must(orderNumber, 'an order number'));
  });
});

test.describe('a slow answer', () => {
  // page.route does not see requests a service worker handles.
  test.use({ serviceWorkers: 'block' });

  test('shipping, then payment at once: both stay chosen when the first answer comes last', async ({
    page,
    request,
  }) => {
    await addToCart(page, request, 'nb', 5);
    await page.goto('/kassen');
    // The shipping choice's answer (the whole checkout, no payment chosen yet) is held back: a
    // payment choice answered meanwhile must not be undone by it on the screen.
    await page.route(
      (url) => url.pathname === '/graphql',
      async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName !== 'SelectShippingOption') return route.continue();
        const response = await route.fetch();
        // A fresh server's persisted-query handshake (the hash unknown) passes at once.
        if ((await response.text()).includes('PERSISTED_QUERY_NOT_FOUND'))
          return route.fulfill({ response });
        await new Promise((resolve) => setTimeout(resolve, 700));
        return route.fulfill({ response });
      },
    );
    const evening = page.getByRole('radio', { name: /Levering hjem på kvelden/ });
    const card = page.getByRole('radio', { name: /^Kort/ });
    await evening.check();
    await card.check();
    await expect(page.locator('.choice-list[aria-busy]')).toHaveCount(0);
    await expect(evening).toBeChecked();
    await expect(card).toBeChecked();
    // And the shop stored both.
    await page.reload();
    await expect(evening).toBeChecked();
    await expect(card).toBeChecked();
  });
});

test('an order a gift card pays in full asks for no payment method and no payment page', async ({
  page,
  request,
}) => {
  const { products } = await gql<{
    products: {
      products: (Candidate & { unitPrice: { sellingPriceIncVat: number } })[];
    };
  }>(
    request,
    'nb',
    `query E2eGiftCardProducts($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
      products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        products { name canonicalUrl isPackage isHeavy unitPrice { sellingPriceIncVat }
                   skus { name stock { totalStock static } } }
      }
    }`,
    { filter: { pageSize: 60 } },
  );
  // One size, light and well under the 2 000 kr card with shipping on top.
  const product = must(
    products.products.find(
      (p) =>
        !p.isPackage &&
        !p.isHeavy &&
        p.skus.length === 1 &&
        p.unitPrice.sellingPriceIncVat < 1200 &&
        p.skus.every((sku) => sku.stock.totalStock >= 20 && !sku.stock.static),
    ),
    'a light one-size product under 1 200 kr',
  );
  await page.goto(localePath('nb', product.canonicalUrl));
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await expect(cartButton(page, 'nb')).toHaveAccessibleName(/1 var/);
  await cartButton(page, 'nb').click();
  const panel = page.getByRole('dialog', { name: 'Handlekurv' });
  // One size: its line names no size ("Størrelse: Standard" said nothing).
  await expect(panel.getByText(product.name).first()).toBeVisible();
  await expect(panel.getByText(/^Størrelse:/)).toHaveCount(0);
  await panel.getByRole('textbox', { name: 'Gavekort' }).fill('GAVE-2000-DEMO');
  await panel.getByRole('button', { name: 'Bruk gavekortet' }).click();
  await expect(panel.getByText(/^Gavekort .*DEMO: /)).toBeVisible();
  await panel.getByRole('link', { name: 'Til kassen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible();

  await fillContact(
    page,
    'gave@example.no',
    {
      firstName: 'Gro',
      lastName: 'Gave',
      address: 'Kortveien 2',
      zip: '0150',
      mobile: '912 34 567',
    },
    'nb',
  );
  await page.getByRole('radio', { name: /Levering hjem på kvelden/ }).check();
  await expect(page.getByRole('radio', { name: /Levering hjem på kvelden/ })).toBeChecked();
  // Step 4 says the card pays it all; there is nothing to choose.
  await expect(page.getByText('Gavekortet dekker hele beløpet')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Kort/ })).toHaveCount(0);
  // Nothing to pay: what is missing is named for completing the order, not for paying.
  await expect(page.locator('#pay-guard')).toHaveText(
    /^Før du kan fullføre bestillingen: godta kjøpsvilkårene\.$/,
  );
  await page.getByRole('checkbox', { name: /Jeg har lest og godtar/ }).check();
  const complete = page.getByRole('button', { name: 'Fullfør bestillingen' });
  await expect(complete).toHaveAttribute('aria-disabled', 'false');
  await complete.click();

  // Straight to the confirmation: no sandbox page in between.
  await expect(page).toHaveURL(/\/checkout\/confirm#order=.+&token=/);
  await expect(page.getByRole('heading', { name: 'Takk for bestillingen!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Varer' })).toContainText(product.name);
  // One size: the confirmation names none either.
  await expect(page.getByRole('list', { name: 'Varer' })).not.toContainText('Str.');
});

test('a shopper in Sverige buys in SEK with a Swedish address at a PostNord service point', async ({
  page,
  request,
}) => {
  // The product as Sverige prices it, added under /se (the path chooses the market).
  const { product, size } = await findProduct(request, 'nb', 5);
  await page.goto(`/se${localePath('nb', product.canonicalUrl)}`);
  // Sweden's checkout has no Vipps, and the product page promises none.
  await expect(page.getByRole('main')).toContainText('Betal med kort eller faktura');
  await page.getByText(size, { exact: true }).first().click();
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await expect(cartButton(page, 'nb')).toHaveAccessibleName(/1 var/);
  await page.goto('/se/kassen');
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toContainText(/ SEK$/);

  // A Norwegian postcode and mobile number are not Swedish ones: each field says what it takes.
  await field(page, 'Postnummer').fill('0150');
  await field(page, 'Mobilnummer').fill('912 34 567');
  await field(page, 'Mobilnummer').blur();
  await expect(page.getByText('Postnummeret må ha fem siffer, for eksempel 114 55')).toBeVisible();
  await expect(
    page.getByText('Skriv inn et svensk mobilnummer (for eksempel 070-123 45 67)'),
  ).toBeVisible();

  await field(page, 'E-post').fill('karin.svensson@example.se');
  await field(page, 'Fornavn').fill('Karin');
  await field(page, 'Etternavn').fill('Svensson');
  await field(page, 'Adresse').fill('Drottninggatan 12');
  await field(page, 'Postnummer').fill('114 55');
  // The shop knows no Swedish postcode register: the shopper writes the town.
  await field(page, 'Poststed').fill('Stockholm');
  await field(page, 'Mobilnummer').fill('070-123 45 67');
  await expect(page.getByText(/fem siffer|svensk mobilnummer \(/)).toHaveCount(0);

  // Sweden's carrier and payments: PostNord, and no Vipps (a Norwegian app).
  await expect(page.getByRole('radio', { name: /Hentested \(Post i Butikk\)/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Vipps/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /Hentested \(PostNord-ombud\)/ }).check();
  const points = await chooseFirstPickupPoint(page);
  await expect(points.first()).toHaveAccessibleName(/Stockholm/);
  // The sandbox asks for the amount in SEK.
  await payByCard(page, () => expect(page.locator('body')).toContainText(/ SEK/));
  // Back to the shop in Sverige, where the order was placed.
  await expect(page).toHaveURL(/\/se\/checkout\/confirm#order=/);

  await expect(page.getByRole('heading', { name: 'Takk for bestillingen!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Varer' })).toContainText(product.name);
  await expect(page.getByText('Hentes på')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('114 55');
  await expect(page.getByRole('main')).toContainText(/ SEK/);
});
