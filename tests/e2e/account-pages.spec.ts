import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { localePath, must, type Locale } from './support/catalogue.js';
import { gql } from './support/lists.js';
import {
  accountLink,
  banner,
  FIRST_OPEN,
  logIn,
  logOut,
  mailTo,
  newEmail,
  openPanel,
  panel,
  PASSWORD_HASH,
  register,
} from './support/accounts.js';

// The account pages (issue 15): the `authenticated` guard, orders (an order placed logged in is
// found under orders, another account's order id shows nothing), settings, deleting the account,
// favourites kept on the server (merged at login), a business account with prices without VAT and
// a locked customer type; in Bokmål and Nynorsk.

// Registrations, a purchase through the payment page and two tabs: longer than a page's journey.
test.describe.configure({ timeout: 120_000 });

/** A full page load starts the app cold (texts, chunks, the stored state): seconds when loaded. */
const PAGE_LOAD = { timeout: 20_000 };

interface Candidate {
  name: string;
  canonicalUrl: string;
  isPackage: boolean;
  isHeavy: boolean;
  skus: { name: string; stock: { totalStock: number; static: boolean } }[];
}

/** A light product with a size well in stock (each test its own, so stock never races). */
async function findProduct(request: APIRequestContext, skip: number) {
  const { products } = await gql<{ products: { products: Candidate[] } }>(
    request,
    'nb',
    `query E2eAccountProducts($filter: FilterInputType) {
      products(filter: $filter) {
        products { name canonicalUrl isPackage isHeavy skus { name stock { totalStock static } } }
      }
    }`,
    { filter: { pageSize: 60, page: 2 } },
  );
  const fits = (sku: Candidate['skus'][number]) => sku.stock.totalStock >= 20 && !sku.stock.static;
  const candidates = products.products.filter(
    (p) => !p.isPackage && !p.isHeavy && p.skus.length === 1 && p.skus.some(fits),
  );
  return must(candidates[skip % Math.max(candidates.length, 1)], 'a light product in stock');
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const CHECKOUT = {
  nb: {
    title: 'Kassen',
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    city: 'Poststed',
    shipping: /Levering hjem på kvelden/,
    terms: /Jeg har lest og godtar/,
    thanks: 'Takk for bestillingen!',
  },
  nn: {
    title: 'Kassa',
    firstName: 'Førenamn',
    lastName: 'Etternamn',
    city: 'Poststad',
    shipping: /Levering heim på kvelden/,
    terms: /Eg har lese og godtek/,
    thanks: 'Takk for bestillinga!',
  },
} as const;

/** Fills the open checkout and pays on the sandbox payment page; answers the order number. */
async function pay(page: Page, email: string, locale: Locale = 'nb'): Promise<string> {
  const words = CHECKOUT[locale];
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible(PAGE_LOAD);
  await field(page, 'E-post').fill(email);
  await field(page, words.firstName).fill('Kari');
  await field(page, words.lastName).fill('Nordmann');
  await field(page, 'Adresse').fill('Storgata 1');
  await field(page, 'Postnummer').fill('0150');
  await expect(field(page, words.city)).not.toHaveValue('');
  await field(page, 'Mobilnummer').fill('912 34 567');
  await page.getByRole('radio', { name: words.shipping }).check();
  await page.getByRole('radio', { name: /^Kort/ }).check();
  await page.getByRole('checkbox', { name: words.terms }).check();
  await page.getByRole('button', { name: /^Betal / }).click();
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(page.getByRole('heading', { name: words.thanks })).toBeVisible();
  return must(await page.getByTestId('order-number').textContent(), 'the order number');
}

/** Buys one product through the checkout and the sandbox payment page; answers its number. */
async function buy(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await toCheckout(page, request, 'nb');
  return pay(page, email);
}

test('a visitor without a login is sent from the account pages to the index', async ({ page }) => {
  await page.goto('/min-konto/bestillinger');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/nn/min-konto/innstillinger');
  await expect(page).toHaveURL(/\/nn$/);
  // A login token that does not count is not a way in either.
  await page.goto('/min-konto/saldo?loginToken=nothing.valid');
  await expect(page).toHaveURL(/\/$/);
});

test('place an order logged in and find it under orders; another account sees nothing of it', async ({
  page,
  request,
  browser,
}) => {
  const email = newEmail('ordre');
  await page.goto('/');
  await register(page, email);
  const number = await buy(page, request, email);

  // The header's account link goes straight to the orders.
  await accountLink(page).click();
  await expect(page).toHaveURL(/\/min-konto\/bestillinger$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mine bestillinger' })).toBeVisible();
  const card = page.getByTestId('account-order').filter({ hasText: `Ordre ${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText(/Mottatt|Under behandling/);
  await card.click();
  await expect(page.getByRole('heading', { name: `Ordre ${number}` })).toBeVisible();
  await expect(page.getByTestId('account-order-total')).toHaveText(/\d+,(-|\d\d)/);
  await expect(page.getByText('Ingen refusjoner på denne bestillingen.')).toBeVisible();
  const orderUrl = page.url();
  // The account pages' own root, as a shopper types it, shows the orders too (it was a 404).
  await page.goto('/min-konto');
  await expect(page.getByRole('heading', { level: 1, name: 'Mine bestillinger' })).toBeVisible();
  await expect(
    page.getByTestId('account-order').filter({ hasText: `Ordre ${number}` }),
  ).toBeVisible();

  // Another account opening the same address finds nothing.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await register(otherPage, newEmail('annen'));
  await otherPage.goto(orderUrl);
  await expect(otherPage.getByTestId('account-order-missing')).toContainText(
    'Vi fant ikke denne bestillingen på kontoen din.',
  );
  await expect(otherPage.getByText(`Ordre ${number}`)).toHaveCount(0);
  await other.close();

  // The order e-mail's link on a device that is not logged in: the login panel, then the order.
  const mail = await mailTo(email, /^Ordrebekreftelse/);
  const link = must(
    /https?:\/\/\S+\/min-konto\/bestillinger\/[\w-]+/.exec(mail.text)?.[0],
    'the order link in the confirmation mail',
  );
  const device = await browser.newContext();
  const phone = await device.newPage();
  await phone.goto(new URL(link).pathname);
  await expect(panel(phone)).toBeVisible(FIRST_OPEN);
  await panel(phone).getByLabel('E-post').fill(email);
  await panel(phone).getByLabel('Passord', { exact: true }).fill('hemmelig1');
  await panel(phone).locator('form').getByRole('button', { name: 'Logg inn' }).click();
  await expect(phone.getByRole('heading', { name: `Ordre ${number}` })).toBeVisible(PASSWORD_HASH);
  await device.close();
});

test('change a setting; log out in one tab and the account page in the other follows', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const email = newEmail('innstilling');
  await register(page, email);
  // The panel closes with a word of what happened (it closed silently before).
  await expect(
    page.getByText(
      `Kontoen er opprettet, og du er logget inn. Vi har sendt en e-post til ${email}`,
    ),
  ).toBeVisible();
  await page.goto('/min-konto/innstillinger');
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible();
  await page.getByLabel('Fornavn').fill('Ola');
  await page.getByLabel('Mobilnummer').fill('123');
  await page.getByRole('button', { name: 'Lagre endringene' }).click();
  // Bad input keeps what was typed and says what is wrong.
  await expect(page.getByText('Skriv et norsk eller svensk mobilnummer.')).toBeVisible();
  // Focus moves to the field to fix, not left on the button below.
  await expect(page.getByLabel('Mobilnummer')).toBeFocused();
  await expect(page.getByLabel('Fornavn')).toHaveValue('Ola');
  await page.getByLabel('Mobilnummer').fill('912 34 567');
  await page.getByLabel('Gateadresse').fill('Storgata 1');
  // A Norwegian postcode fills its town, as at the checkout.
  await page.getByLabel('Postnummer').fill('3050');
  await expect(page.getByLabel('Poststed')).toHaveValue('Mjøndalen');
  await page.getByRole('checkbox', { name: /nyhetsbrev/ }).check();
  await page.getByRole('button', { name: 'Lagre endringene' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Endringene er lagret.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Fornavn')).toHaveValue('Ola');
  await expect(page.getByLabel('Mobilnummer')).toHaveValue('912 34 567');
  await expect(page.getByRole('checkbox', { name: /nyhetsbrev/ })).toBeChecked();
  // The address moves to Sweden: its postcode is then a Swedish one, kept as PostNord writes it.
  await page.getByLabel('Land').selectOption('SE');
  await page.getByRole('button', { name: 'Lagre endringene' }).click();
  await expect(
    page.getByText('Skriv et gyldig svensk postnummer med fem siffer, for eksempel 114 55.'),
  ).toBeVisible();
  await page.getByLabel('Postnummer').fill('11455');
  await page.getByLabel('Poststed').fill('Stockholm');
  await page.getByRole('button', { name: 'Lagre endringene' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Endringene er lagret.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Land')).toHaveValue('SE');
  await expect(page.getByLabel('Postnummer')).toHaveValue('114 55');

  const other = await context.newPage();
  await other.goto('/min-konto/saldo');
  await expect(other.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible();
  await expect(other.getByTestId('store-credit')).toHaveText('0,-');
  // Neither tab asks for the account pages' data again once logged out: the server's 401 was
  // logged as an error in both consoles at every logout from an account page.
  const refused: string[] = [];
  for (const tab of [page, other]) {
    tab.on('response', (response) => {
      if (response.status() === 401) refused.push(`401 ${response.url().slice(0, 120)}`);
    });
    tab.on('console', (message) => {
      if (message.type() === 'error') refused.push(`console: ${message.text().slice(0, 200)}`);
    });
  }
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(banner(page).getByRole('button', { name: /Logg inn/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The other tab leaves the account page without a reload.
  await expect(other).toHaveURL(/\/$/);
  await expect(banner(other).getByRole('button', { name: /Logg inn/ })).toBeVisible();
  // Nothing refused once both tabs' requests have settled (no request for half a second).
  await Promise.all([page, other].map((tab) => tab.waitForLoadState('networkidle')));
  expect(refused).toEqual([]);
});

// A full page load right after a click raced the app twice over: the favourite had to be written
// to IndexedDB (or reach the account) before the page was torn down, and the cold start of the new
// page had to beat a 10 s expectation on a loaded machine. A shopper opens /favoritter through the
// header's link (no page load), and the reload comes once the account has the favourite.
for (const locale of ['nb', 'nn'] as const) {
  const words = {
    nb: { favourites: 'Favoritter', one: 'Favoritter, 1 produkt' },
    nn: { favourites: 'Favorittar', one: 'Favorittar, 1 produkt' },
  }[locale];
  test(`${locale}: a favourite added logged in is on /favoritter after a reload and comes back at the next login`, async ({
    page,
  }) => {
    // Two scrypt calls (register, log in) and two syncs with the account: on a loaded machine
    // longer than the spec's two minutes.
    test.setTimeout(180_000);
    const email = newEmail(`favoritt-${locale}`);
    await page.goto(locale === 'nn' ? '/nn' : '/');
    await register(page, email);
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: /^Favoritt: / })
      .first();
    const label = must(await heart.getAttribute('aria-label'), 'a heart');
    const name = label.replace(/^Favoritt: /, '');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await banner(page).getByRole('link', { name: words.one }).click();
    await expect(page).toHaveURL(locale === 'nn' ? /\/nn\/favoritter$/ : /\/favoritter$/);
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();

    // The account has it (sent within a moment of the click): a reload shows it, and so does
    // another device.
    await expect.poll(() => serverFavourites(page)).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible(PAGE_LOAD);

    // Logging out forgets it on this device, logging in brings it back.
    await logOut(page, locale);
    await expect(
      banner(page).getByRole('link', { name: words.favourites, exact: true }),
    ).toBeVisible();
    await logIn(page, email);
    await expect(banner(page).getByRole('link', { name: words.one })).toBeVisible();
  });
}

/** The logged-in account's favourites as the server has them. */
function serverFavourites(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('apollo-token');
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'atvhuset-storefront-public',
        authorization: `Bearer ${token ?? ''}`,
      },
      body: JSON.stringify({ query: '{ me { favouriteProductIds } }' }),
    });
    const body = (await res.json()) as { data?: { me?: { favouriteProductIds: number[] } } };
    return body.data?.me?.favouriteProductIds ?? [];
  });
}

test('a favourite changed offline while logged in reaches the account once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await register(page, newEmail('frakopla'));
  const hearts = page.getByRole('main').getByRole('button', { name: /^Favoritt: / });
  await hearts.first().click();
  await expect.poll(async () => (await serverFavourites(page)).length).toBe(1);
  const [first] = await serverFavourites(page);
  await context.setOffline(true);
  await hearts.nth(1).click();
  await hearts.first().click();
  await expect(page.getByRole('link', { name: 'Favoritter, 1 produkt' })).toBeVisible();
  await context.setOffline(false);
  // The waiting changes go as soon as the browser is online again: one added, one removed.
  await expect
    .poll(async () => {
      const ids = await serverFavourites(page);
      return ids.length === 1 && ids[0] !== first;
    })
    .toBe(true);
  const label = must(await hearts.nth(1).getAttribute('aria-label'), 'the second heart');
  expect(label).toMatch(/^Favoritt: /);
  await page.reload();
  await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(hearts.first()).toHaveAttribute('aria-pressed', 'false');
});

test('delete the account: the current password is needed, then it is gone and logged out', async ({
  page,
}) => {
  const email = newEmail('slett');
  await page.goto('/');
  await register(page, email);
  await page.goto('/min-konto/innstillinger');
  await page.getByRole('button', { name: 'Slett kontoen min' }).click();
  await page.getByLabel('Nåværende passord').last().fill('feil-passord');
  await page.getByRole('button', { name: 'Slett kontoen for godt' }).click();
  await expect(page.getByText('Feil passord.')).toBeVisible();
  await page.getByLabel('Nåværende passord').last().fill('hemmelig1');
  await page.getByRole('button', { name: 'Slett kontoen for godt' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('button', { name: /Logg inn/ })).toBeVisible();
  expect((await mailTo(email, /slettet/)).subject).toBe('Kontoen din er slettet');
  await openPanel(page, /Logg inn/);
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByLabel('Passord', { exact: true }).fill('hemmelig1');
  await panel(page).locator('form').getByRole('button', { name: 'Logg inn' }).click();
  await expect(panel(page).getByRole('alert')).toHaveText('Feil e-post eller passord.');
});

// The account's whole life in Nynorsk in one browser context (one registration, one purchase):
// a setting saved and used by the checkout, the order under orders, a logout the other tab
// follows, a forgotten password set again through the mailed link, and the account deleted.
test('nynorsk: register, change a setting, find an order, log out in two tabs, reset the password by mail, delete the account', async ({
  page,
  context,
  request,
}) => {
  // Three scrypt calls, a purchase through the payment page and two tabs.
  test.setTimeout(180_000);
  const email = newEmail('reise-nn');
  await page.goto('/nn');
  await register(page, email);

  // A setting, refused in Nynorsk first, then saved.
  await accountLink(page).click();
  await expect(page).toHaveURL(/\/nn\/min-konto\/bestillinger$/);
  await expect(page.getByRole('heading', { name: 'Ingen bestillingar enno' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Innstillingar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Innstillingar' })).toBeVisible();
  await expect(page.getByTestId('settings-email')).toHaveText(email);
  await page.getByLabel('Førenamn').fill('Kari');
  await page.getByLabel('Mobilnummer').fill('123');
  await page.getByRole('button', { name: 'Lagre endringane' }).click();
  await expect(page.getByText('Skriv eit norsk eller svensk mobilnummer.')).toBeVisible();
  await page.getByLabel('Mobilnummer').fill('912 34 567');
  await page.getByRole('button', { name: 'Lagre endringane' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Endringane er lagra.' }),
  ).toBeVisible();

  // The checkout starts from the saved setting; the order is then under orders.
  await toCheckout(page, request, 'nn');
  await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible(PAGE_LOAD);
  await expect(field(page, 'Førenamn').first()).toHaveValue('Kari');
  await expect(field(page, 'Mobilnummer').first()).toHaveValue('912 34 567');
  const number = await pay(page, email, 'nn');
  await accountLink(page).click();
  await expect(page).toHaveURL(/\/nn\/min-konto\/bestillinger$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestillingane mine' })).toBeVisible();
  await expect(page.getByText('Du har 1 bestilling.')).toBeVisible();
  const card = page.getByTestId('account-order').filter({ hasText: `Ordre ${number}` });
  await expect(card.getByTestId('order-status')).toHaveText(/Motteken|Under behandling/);

  // Logged out here, the settings page in the other tab follows without a reload.
  const other = await context.newPage();
  await other.goto('/nn/min-konto/innstillinger');
  await expect(other.getByRole('heading', { level: 1, name: 'Innstillingar' })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(other.getByLabel('Førenamn')).toHaveValue('Kari');
  await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
  await expect(banner(page).getByRole('button', { name: /Logg inn/ })).toBeVisible();
  await expect(other).toHaveURL(/\/nn$/);
  await expect(banner(other).getByRole('button', { name: /Logg inn/ })).toBeVisible();
  await other.close();

  // A login with a forgotten password: refused in Nynorsk, a new one set through the mail.
  await openPanel(page, /Logg inn/);
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByLabel('Passord', { exact: true }).fill('feil-passord');
  await panel(page).locator('form').getByRole('button', { name: 'Logg inn' }).click();
  await expect(panel(page).getByRole('alert')).toHaveText(
    'Feil e-post eller passord.',
    PASSWORD_HASH,
  );
  await panel(page).getByRole('button', { name: 'Gløymt passordet?' }).click();
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByRole('button', { name: 'Send lenkje' }).click();
  await expect(panel(page).getByRole('status')).toContainText(`Finst det ein konto for ${email}`);
  const mail = await mailTo(email, /Nytt passord/);
  const link = /https?:\/\/\S+\/nn\/account\/reset-password\?key=[\w-]+/.exec(mail.text)?.[0];
  await page.goto(must(link, 'a Nynorsk reset link'));
  await expect(page.getByRole('heading', { name: 'Set nytt passord' })).toBeVisible(PAGE_LOAD);
  await page.getByLabel('Nytt passord').fill('nytt-passord');
  await page.getByLabel('Gjenta passordet').fill('nytt-passord');
  await page.getByRole('button', { name: 'Lagre og logg inn' }).click();
  await expect(page.getByText('Passordet er endra, og du er logga inn.')).toBeVisible(
    PASSWORD_HASH,
  );
  await expect(accountLink(page)).toBeVisible();

  // Deleted with the new password: logged out, told on the page and by mail.
  await accountLink(page).click();
  await page.getByRole('main').getByRole('link', { name: 'Innstillingar' }).click();
  await page.getByRole('button', { name: 'Slett kontoen min' }).click();
  await page.getByLabel('Noverande passord').last().fill('nytt-passord');
  await page.getByRole('button', { name: 'Slett kontoen for godt' }).click();
  await expect(page).toHaveURL(/\/nn$/, PASSWORD_HASH);
  await expect(page.getByText('Kontoen din er sletta. Du er logga ut.')).toBeVisible();
  await expect(banner(page).getByRole('button', { name: /Logg inn/ })).toBeVisible();
  expect((await mailTo(email, /sletta/)).subject).toBe('Kontoen din er sletta');
});

test('nynorsk: a bad organisation number is refused in Nynorsk, what was typed kept', async ({
  page,
}) => {
  await page.goto('/nn?action=login');
  await expect(panel(page)).toBeVisible(FIRST_OPEN);
  await panel(page).getByRole('button', { name: 'Opprett konto', exact: true }).first().click();
  await panel(page).getByRole('radio', { name: 'Bedrift' }).check();
  await panel(page).getByLabel('Organisasjonsnummer').fill('923609017');
  await panel(page).getByLabel('E-post').fill(newEmail('feilorg'));
  await panel(page).locator('form').getByRole('button', { name: 'Opprett konto' }).click();
  await expect(
    panel(page).getByText('Organisasjonsnummeret må ha 9 siffer og vere gyldig.'),
  ).toBeVisible();
  await expect(panel(page).getByLabel('Organisasjonsnummer')).toHaveValue('923609017');
});

/** Runs a GraphQL document as the logged-in shopper of the page (its bearer token). */
function asShopper(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const token = localStorage.getItem('apollo-token');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': 'atvhuset-storefront-public',
          authorization: `Bearer ${token ?? ''}`,
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: unknown; errors?: unknown[] };
    },
    { query, variables },
  );
}

for (const locale of ['nb', 'nn'] as const) {
  const words = {
    nb: { orders: 'Mine bestillinger', login: 'Logg inn' },
    nn: { orders: 'Bestillingane mine', login: 'Logg inn' },
  }[locale];
  test(`${locale}: the header takes a visitor to the login panel and a logged-in shopper straight to their orders`, async ({
    page,
  }) => {
    const home = locale === 'nn' ? '/nn' : '/';
    await page.goto(home);
    // A visitor: a button that opens the account panel on its login frame.
    await expect(accountLink(page)).toHaveCount(0);
    await openPanel(page, /Logg inn/);
    await expect(
      panel(page).locator('form').getByRole('button', { name: words.login, exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await register(page, newEmail(`konto-${locale}`));
    await expect(banner(page).getByRole('button', { name: /Min konto|Logg inn/ })).toHaveCount(0);
    await accountLink(page).click();
    await expect(page).toHaveURL(
      locale === 'nn' ? /\/nn\/min-konto\/bestillinger$/ : /\/min-konto\/bestillinger$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible();
    // No panel opened on the way.
    await expect(panel(page)).toHaveCount(0);
  });
}

const SAVE_SETTINGS = `mutation E2eSettings($input: AccountSettingsInput!) {
  updateAccountSettings(input: $input) { id }
}`;

let checkouts = 0;

/** Puts a product in the cart (another one each time) and opens the checkout. */
async function toCheckout(page: Page, request: APIRequestContext, locale: Locale) {
  const product = await findProduct(request, ++checkouts);
  await page.goto(localePath(locale, product.canonicalUrl));
  await page
    .getByRole('button', { name: locale === 'nn' ? 'Legg i handlekorga' : 'Legg i handlekurven' })
    .click();
  await expect(
    banner(page).getByRole('button', { name: /^Handlekurv|^Handlekorg/ }),
  ).toHaveAccessibleName(/1 var/);
  await page.goto(locale === 'nn' ? '/nn/kassen' : '/kassen');
}

test('a logged-in shopper finds their details in the checkout, keeps what they type, and buys as their type', async ({
  page,
  request,
}) => {
  const email = newEmail('kasse');
  await page.goto('/');
  await register(page, email);
  const saved = await asShopper(page, SAVE_SETTINGS, {
    input: {
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '912 34 567',
      newsletter: false,
      addresses: [
        { kind: 'billing', addressLine1: 'Storgata 1', zip: '0150', city: 'Oslo' },
        { kind: 'shipping', addressLine1: 'Lagerveien 2', zip: '3050', city: 'Mjøndalen' },
      ],
    },
  });
  expect(saved.errors).toBeUndefined();
  await toCheckout(page, request, 'nb');
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible();
  await expect(field(page, 'E-post')).toHaveValue(email);
  await expect(field(page, 'Fornavn').first()).toHaveValue('Kari');
  await expect(field(page, 'Etternavn').first()).toHaveValue('Nordmann');
  await expect(field(page, 'Mobilnummer').first()).toHaveValue('912 34 567');
  await expect(field(page, 'Adresse').first()).toHaveValue('Storgata 1');
  await expect(field(page, 'Postnummer').first()).toHaveValue('0150');
  await expect(field(page, 'Adresse').nth(1)).toHaveValue('Lagerveien 2');
  // Logged in: the account's type, no choice.
  const locked = page.getByTestId('checkout-customer-type-locked');
  await expect(locked).toContainText('Du er logget inn og handler som privatperson.');
  await expect(locked).toContainText('Prisene vises inkl. mva.');
  await expect(page.getByRole('main').getByRole('radio', { name: 'Bedrift' })).toHaveCount(0);

  // What the shopper types stays (the draft), also what they emptied: nothing is filled again.
  await field(page, 'Fornavn').first().fill('Ola');
  await field(page, 'Mobilnummer').first().fill('');
  await page.reload();
  await expect(field(page, 'Fornavn').first()).toHaveValue('Ola', PAGE_LOAD);
  await expect(field(page, 'Mobilnummer').first()).toHaveValue('');
  await expect(field(page, 'Etternavn').first()).toHaveValue('Nordmann');

  // Logged out, the next person at this computer starts from an empty form (the checkout's
  // reduced header has no account link: out through the shop's).
  await page.goto('/');
  await logOut(page);
  await page.goto('/kassen');
  await expect(page.getByRole('main').getByRole('radio', { name: 'Bedrift' })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(field(page, 'E-post')).toHaveValue('');
  await expect(field(page, 'Fornavn').first()).toHaveValue('');
});

// A business account in both languages: prices without VAT everywhere, no switch, its own
// organisation number in settings and (read-only) in the checkout, where it buys as a business.
for (const locale of ['nb', 'nn'] as const) {
  const words = {
    nb: {
      home: '/',
      loggedIn: 'Logget inn som Bedrift',
      exVat: 'eks. mva.',
      footer: 'Prisene vises eksklusive 25 % merverdiavgift.',
      settings: 'Innstillinger',
      company: 'Firmanavn',
      checkout: 'Kassen',
      locked: 'Du er logget inn og handler som bedrift.',
      checkoutVat: 'Prisene vises eks. mva.',
      person: 'Privatperson',
    },
    nn: {
      home: '/nn',
      loggedIn: 'Logga inn som Bedrift',
      exVat: 'ekskl. mva.',
      footer: 'Prisane er viste utan 25 % meirverdiavgift.',
      settings: 'Innstillingar',
      company: 'Firmanamn',
      checkout: 'Kassa',
      locked: 'Du er logga inn og handlar som bedrift.',
      checkoutVat: 'Prisane blir viste utan mva.',
      person: 'Privatperson',
    },
  }[locale];
  test(`${locale}: a business account sees prices without VAT, cannot switch, and buys as its business`, async ({
    page,
    request,
  }) => {
    await page.goto(words.home);
    const firstCard = page.getByRole('main').getByRole('article').first();
    const selling = firstCard.locator('.price__selling').first();
    // "7 531,-" or "6 024,80": kroner with øre after the comma.
    const kroner = async () =>
      Number((await selling.innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
    await expect(selling).toHaveText(/\d/);
    const withVat = await kroner();
    await register(page, newEmail(`bedrift-${locale}`), {
      business: {
        organizationId: '923 609 016',
        companyName: 'Fjellgarasjen AS',
        nameLabel: words.company,
      },
    });
    const locked = page.getByTestId('customer-type-locked').first();
    await expect(locked).toContainText(words.loggedIn);
    await expect(locked).toContainText(words.exVat);
    // The same card's price is now without VAT and says so.
    await expect(firstCard.locator('.price__vat').first()).toHaveText(words.exVat);
    await expect.poll(kroner).toBeLessThan(withVat);
    // No type or VAT switch while logged in.
    await expect(page.getByRole('group', { name: 'Kundetype', exact: true })).toHaveCount(0);
    await expect(page.getByRole('group', { name: /^Vis pris/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(words.footer);

    await accountLink(page).click();
    await page.getByRole('main').getByRole('link', { name: words.settings }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.settings })).toBeVisible();
    await expect(page.getByText(/Bedriftskonto med organisasjonsnummer 923 609 016/)).toBeVisible();
    await expect(page.getByLabel(words.company)).toHaveValue('Fjellgarasjen AS');

    await toCheckout(page, request, locale);
    await expect(page.getByRole('heading', { level: 1, name: words.checkout })).toBeVisible(
      PAGE_LOAD,
    );
    const checkoutType = page.getByTestId('checkout-customer-type-locked');
    await expect(checkoutType).toContainText(words.locked);
    await expect(checkoutType).toContainText(words.checkoutVat);
    await expect(page.getByRole('main').getByRole('radio', { name: words.person })).toHaveCount(0);
    // The account's own number, not to be changed for another company's.
    await expect(field(page, 'Organisasjonsnummer')).toHaveValue('923 609 016');
    await expect(field(page, 'Organisasjonsnummer')).toHaveAttribute('readonly', '');
    await expect(field(page, words.company)).toHaveValue('Fjellgarasjen AS');
  });
}

test('the newsletter box in settings is the newsletter list: a footer sign-up shows ticked, unticking unsubscribes', async ({
  page,
  request,
}) => {
  const email = newEmail('nyhetsbrev');
  await page.goto('/');
  await register(page, email);
  const footer = page.getByRole('contentinfo').getByRole('form', { name: 'Nyhetsbrev' });
  await footer.getByLabel('E-postadresse').fill(email);
  await footer.getByRole('button', { name: 'Meld meg på' }).click();
  await expect(footer.getByRole('status')).toContainText(
    'får du en e-post med en lenke som bekrefter påmeldingen.',
  );

  await accountLink(page).click();
  await page.getByRole('main').getByRole('link', { name: 'Innstillinger' }).click();
  const box = page.getByRole('checkbox', { name: /nyhetsbrev/ });
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole('button', { name: 'Lagre endringene' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Endringene er lagret.' }),
  ).toBeVisible();
  const signUps = async () =>
    (
      await gql<{ newsletterTestSignUps: number }>(
        request,
        'nb',
        'query E2eSignUps($email: String!) { newsletterTestSignUps(email: $email) }',
        { email },
      )
    ).newsletterTestSignUps;
  await expect.poll(signUps).toBe(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /nyhetsbrev/ })).not.toBeChecked(PAGE_LOAD);

  // Ticked again in settings: on the list once more.
  await page.getByRole('checkbox', { name: /nyhetsbrev/ }).check();
  await page.getByRole('button', { name: 'Lagre endringene' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Endringene er lagret.' }),
  ).toBeVisible();
  await expect.poll(signUps).toBe(1);

  // At the checkout the account is not asked again while it buys with its own address.
  await toCheckout(page, request, 'nb');
  await expect(field(page, 'E-post')).toHaveValue(email, PAGE_LOAD);
  await expect(page.getByText('Du får allerede nyhetsbrevet vårt på e-post.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /send meg nyhetsbrev/ })).toHaveCount(0);
  // Another address is another list entry: asked.
  await field(page, 'E-post').fill('annen.mottaker@example.test');
  await expect(page.getByRole('checkbox', { name: /send meg nyhetsbrev/ })).not.toBeChecked();
});

test('a login token in an address asks whose account it opens before logging in with it', async ({
  page,
  browser,
}) => {
  const email = newEmail('lenke');
  await page.goto('/');
  await register(page, email);
  const token = await page.evaluate(() => localStorage.getItem('apollo-token'));
  expect(token).toBeTruthy();

  // Someone sends a visitor the address with their token: asked, and a no logs nobody in.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(`/min-konto/innstillinger?loginToken=${token ?? ''}`);
  await expect(other.getByText(`Lenken logger deg inn som ${email} på denne enheten.`)).toBeVisible(
    PAGE_LOAD,
  );
  await other.getByRole('button', { name: 'Nei, avbryt' }).click();
  await expect(other).toHaveURL(/\/$/);
  await expect(banner(other).getByRole('button', { name: /Logg inn/ })).toBeVisible();

  // A yes does.
  await other.goto(`/min-konto/innstillinger?loginToken=${token ?? ''}`);
  await other.getByRole('button', { name: `Logg inn som ${email}` }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Innstillinger' })).toBeVisible(
    PASSWORD_HASH,
  );
  await expect(other).toHaveURL(/\/min-konto\/innstillinger$/);
  await visitor.close();
});

test("an order collected at a pickup point shows the point's own address on the account's order page", async ({
  page,
  request,
}) => {
  await page.goto('/');
  await register(page, newEmail('hentested'));
  const product = await findProduct(request, 17);
  const skuId = await asShopper(
    page,
    'query S($alias: String!) { product(alias: $alias) { skus { skuId } } }',
    { alias: product.canonicalUrl.split('/').pop() },
  );
  const sku = (skuId.data as { product: { skus: { skuId: number }[] } }).product.skus[0]?.skuId;
  const added = await asShopper(
    page,
    'mutation A($skuId: Int!, $key: String!) { addToCart(skuId: $skuId, quantity: 1, idempotencyKey: $key) { id } }',
    { skuId: sku, key: crypto.randomUUID() },
  );
  const cartId = (added.data as { addToCart: { id: string } }).addToCart.id;
  const points = await asShopper(
    page,
    'query P { pickupPoints(postcode: "5003", shippingOptionId: "posten-pickup") { id name addressLine zip city } }',
  );
  const [point] = (
    points.data as {
      pickupPoints: { id: string; name: string; addressLine: string; zip: string; city: string }[];
    }
  ).pickupPoints;
  if (!point) throw new Error('no pickup point');
  const placed = await asShopper(
    page,
    'mutation O($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
    {
      input: {
        cartId,
        idempotencyKey: crypto.randomUUID(),
        email: 'hentar@example.test',
        customerType: 'PERSON',
        billingAddress: {
          firstName: 'Kari',
          lastName: 'Nordmann',
          addressLine1: 'Strandkaien 2',
          zip: '5003',
          city: 'Bergen',
          mobile: '912 34 567',
        },
        shippingOptionId: 'posten-pickup',
        pickupPointId: point.id,
        paymentOptionId: 'card',
        consents: [],
        acceptTerms: true,
      },
    },
  );
  expect(placed.errors).toBeUndefined();
  const orderId = (placed.data as { placeOrder: { order: { id: string } } }).placeOrder.order.id;
  await page.goto(`/min-konto/bestillinger/${encodeURIComponent(orderId)}`);
  const delivery = page.getByRole('region', { name: 'Levering' });
  await expect(delivery.getByText(point.name)).toBeVisible(PAGE_LOAD);
  await expect(delivery.getByText(point.addressLine)).toBeVisible();
  await expect(delivery.getByText('Strandkaien 2')).toHaveCount(0);
});
