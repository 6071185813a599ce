import { expect, test } from './support/test.js';
import {
  accountLink,
  FIRST_OPEN,
  logIn,
  logOut,
  mailTo,
  newEmail,
  openPanel,
  panel,
  register,
  submitLogin,
} from './support/accounts.js';

// Accounts (issue 15): register, log in, log out in one tab and see the other follow, reset a
// password through the outbox link, change the password; in Bokmål and one journey in Nynorsk.
// The e2e server's mail goes to its outbox folder, DATA_DIR/outbox (playwright.config.ts).
test('register, log out in one tab and the other follows, log in again', async ({
  page,
  context,
}) => {
  // Two tabs and five account calls with a slow hash: longer than one page's journey.
  test.setTimeout(90_000);
  const email = newEmail('ny');
  await page.goto('/');
  await register(page, email);
  // The welcome notice is in the outbox.
  expect((await mailTo(email, /Velkommen/)).subject).toBe('Velkommen som kunde hos ATV-Huset');
  // The token is in local storage, never in a URL; the cookies are Lax.
  const cookies = await context.cookies();
  const auth = cookies.find((c) => c.name === 'ralph-auth');
  expect(auth).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
  expect(page.url()).not.toContain(auth?.value ?? '-');

  const other = await context.newPage();
  await other.goto('/produkter');
  await expect(accountLink(other)).toBeVisible();

  await page.goto('/min-konto/innstillinger');
  await expect(page.getByTestId('settings-email')).toHaveText(email);
  await logOut(page);
  // The other tab follows without a reload.
  await expect(other.getByRole('banner').getByRole('button', { name: /Logg inn/ })).toBeVisible();

  // Wrong password: the catalogue's message, still logged out.
  await submitLogin(page, email, 'feil-passord');
  await expect(panel(page).getByRole('alert')).toHaveText('Feil e-post eller passord.');
  await panel(page).getByLabel('Passord', { exact: true }).fill('hemmelig1');
  await panel(page).locator('form').getByRole('button', { name: 'Logg inn' }).click();
  await expect(accountLink(page)).toBeVisible();
  await expect(accountLink(other)).toBeVisible();
});

test('an address with an account cannot register twice; ?action=login opens the panel', async ({
  page,
}) => {
  const email = newEmail('dobbel');
  await page.goto('/');
  await register(page, email);
  await logOut(page);
  await page.goto('/?action=login');
  await expect(panel(page)).toBeVisible(FIRST_OPEN);
  await expect(page).toHaveURL(/\/$/);
  await panel(page).getByRole('button', { name: 'Opprett konto', exact: true }).first().click();
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByLabel('Passord', { exact: true }).fill('annet-passord');
  await panel(page).getByLabel('Gjenta passordet').fill('annet-passord');
  await panel(page).locator('form').getByRole('button', { name: 'Opprett konto' }).click();
  await expect(panel(page).getByRole('alert')).toContainText(
    'Det finnes allerede en konto med denne e-postadressen.',
  );
});

test('reset a password through the link in the outbox; the link works once', async ({ page }) => {
  const email = newEmail('glemt');
  await page.goto('/');
  await register(page, email, { password: 'gammelt-passord' });
  await logOut(page);

  await openPanel(page, /Logg inn/);
  await panel(page).getByRole('button', { name: 'Glemt passordet?' }).click();
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByRole('button', { name: 'Send lenke' }).click();
  await expect(panel(page).getByRole('status')).toContainText(`Finnes det en konto for ${email}`);
  const mail = await mailTo(email, /Nytt passord/);
  const link = /https?:\/\/\S+\/account\/reset-password\?key=[\w-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sett nytt passord' })).toBeVisible();
  await page.getByLabel('Nytt passord').fill('nytt-passord');
  await page.getByLabel('Gjenta passordet').fill('nytt-passor');
  await page.getByRole('button', { name: 'Lagre og logg inn' }).click();
  await expect(page.getByText('De to passordene må være like.')).toBeVisible();
  await page.getByLabel('Gjenta passordet').fill('nytt-passord');
  await page.getByRole('button', { name: 'Lagre og logg inn' }).click();
  const done = page.getByText('Passordet er endret, og du er logget inn.');
  await expect(done).toBeVisible();
  // In view and focused where the pressed button was (a phone had scrolled down to it).
  await expect(done).toBeInViewport();
  await expect(done).toBeFocused();
  await expect(accountLink(page)).toBeVisible();

  // Used once: the second time it says so as it opens (no password typed twice for nothing)
  // and offers a new link.
  await page.goto(link);
  await expect(page.getByText('Lenken er utløpt eller allerede brukt. Be om en ny.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send lenke' })).toBeVisible();
  await expect(page.getByLabel('Nytt passord')).toHaveCount(0);
});

test('change password: a wrong current one logs out, the right one keeps the customer in and ends the other devices', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = newEmail('endre');
  await page.goto('/');
  await register(page, email);
  // A second device (its own browser profile) logged in to the same account.
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await other.goto('/');
  await logIn(other, email, 'hemmelig1');
  await expect(accountLink(other)).toBeVisible();
  // The header's account link leads to the account pages; the password is changed in settings.
  await accountLink(page).click();
  await page.getByRole('main').getByRole('link', { name: 'Innstillinger' }).click();
  const form = page.getByRole('region', { name: 'Endre passord' });
  await form.getByLabel('Nåværende passord').fill('hemmelig1');
  await form.getByLabel('Nytt passord').fill('nytt-passord');
  await form.getByLabel('Gjenta passordet').fill('nytt-passord');
  await form.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(form.getByRole('status')).toContainText('Passordet er endret.');

  // The other device's session has ended: its account pages send it to the index, logged out.
  await other.goto('/min-konto/bestillinger');
  await expect(other.getByRole('banner').getByRole('button', { name: /Logg inn/ })).toBeVisible();
  await expect(other).toHaveURL(/\/(\?.*)?$/);
  // And is told why.
  await expect(other.getByText(/^Du er logget ut fordi innloggingen ble avsluttet/)).toBeVisible();
  await laptop.close();

  await form.getByLabel('Nåværende passord').fill('hemmelig1');
  await form.getByLabel('Nytt passord').fill('et-tredje');
  await form.getByLabel('Gjenta passordet').fill('et-tredje');
  await form.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Logg inn/ })).toBeVisible();
  // Where the shopper lands, the reason is told.
  await expect(
    page.getByText('Feil nåværende passord. Du er logget ut for sikkerhets skyld.'),
  ).toBeVisible();

  await logIn(page, email, 'nytt-passord');
  await expect(accountLink(page)).toBeVisible();
});

test('nynorsk: create an account with the errors in Nynorsk', async ({ page }) => {
  const email = newEmail('nynorsk');
  await page.goto('/nn?action=login');
  await expect(panel(page)).toBeVisible(FIRST_OPEN);
  await panel(page).getByRole('button', { name: 'Opprett konto', exact: true }).first().click();
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByLabel('Passord', { exact: true }).fill('kort');
  await panel(page).getByLabel('Gjenta passordet').fill('noko anna');
  await panel(page).locator('form').getByRole('button', { name: 'Opprett konto' }).click();
  await expect(panel(page).getByText('Passordet må ha minst 7 teikn.')).toBeVisible();
  await expect(panel(page).getByText('Dei to passorda må vere like.')).toBeVisible();
  await panel(page).getByLabel('Passord', { exact: true }).fill('hemmeleg1');
  await panel(page).getByLabel('Gjenta passordet').fill('hemmeleg1');
  await panel(page).locator('form').getByRole('button', { name: 'Opprett konto' }).click();
  await expect(accountLink(page)).toBeVisible();
  expect((await mailTo(email, /Velkomen/)).subject).toBe('Velkomen som kunde hos ATV-Huset');
});

test('the e-mail confirmation link: logged out it asks for a login, then the account confirms with a press', async ({
  page,
}) => {
  const email = newEmail('bekreft');
  await page.goto('/');
  await register(page, email, { password: 'hemmelig-1' });
  await logOut(page);
  const mail = await mailTo(email, /Velkommen/);
  const link =
    /https?:\/\/\S+\/min-konto\/innstillinger\?verifyKey=[\w-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Logg inn for å bekrefte e-postadressen din.')).toBeVisible();
  await expect(panel(page)).toBeVisible(FIRST_OPEN);
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByLabel('Passord', { exact: true }).fill('hemmelig-1');
  await panel(page).locator('form').getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/min-konto\/innstillinger\?verifyKey=/, { timeout: 30_000 });
  // Opening the link proved nothing: the account confirms with a press.
  await expect(page.getByText(`Bekreft at ${email} er e-postadressen din.`)).toBeVisible();
  await expect(page.getByText('Ikke bekreftet')).toBeVisible();
  await page.getByRole('button', { name: 'Bekreft e-postadressen' }).click();
  await expect(
    page.getByRole('main').getByText('Takk! E-postadressen din er bekreftet.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/min-konto\/innstillinger\?verified=1$/);
  await expect(page.getByText('Bekreftet', { exact: true })).toBeVisible();
});

test('a logout made offline ends the session on the server once the device is online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const email = newEmail('frakoblet');
  await page.goto('/');
  await register(page, email);
  await accountLink(page).click();
  await expect(page).toHaveURL(/\/min-konto\/bestillinger$/);
  const token = await page.evaluate(() => localStorage.getItem('apollo-token'));
  expect(token).toBeTruthy();
  await context.setOffline(true);
  await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /Logg inn/ })).toBeVisible();
  // Logged out here at once, and told that the shop has not heard it yet.
  await expect(page.getByText(/^Du er logget ut på denne enheten\./)).toBeVisible();
  // The browser still holds the HttpOnly token cookie (a page cannot delete it): typed into the
  // address bar by the next person at this device, it gets no session.
  const typed = await request.get('/api/auth/login', {
    headers: { cookie: `ralph-auth=${token ?? ''}`, 'sec-fetch-site': 'none' },
  });
  expect(typed.status()).toBe(401);
  const alive = () =>
    request.get('/api/auth/login', { headers: { authorization: `Bearer ${token ?? ''}` } });
  expect((await alive()).status()).toBe(200);
  // Online again: the device ends the session on the server by itself.
  await context.setOffline(false);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('atvhuset-pending-logout')))
    .toBeNull();
  expect((await alive()).status()).toBe(401);
});
