// A shopper's account as the journeys use it: the header's login panel, the account link, and
// the e-mails the shop wrote to the outbox (the test server's DATA_DIR/outbox).
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, type Page } from './test.js';

const OUTBOX = join(resolve(process.env.E2E_DATA_DIR ?? '.e2e-data'), 'outbox');

let counter = 0;
/** An address no other test (or earlier run on the same data) has used. */
export const newEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.test`;

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every mail to `to` in the outbox now, newest first. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .reverse()
      .map(async (name) => JSON.parse(await readFile(join(OUTBOX, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to);
}

/** The newest mail to `to` whose subject matches, once the shop has written it (10 s at most). */
export async function mailTo(to: string, subject: RegExp): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = (await mailsTo(to)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

export const panel = (page: Page) => page.getByRole('dialog');
/** The panel's first opening loads its code and texts: on a loaded machine, seconds. */
export const FIRST_OPEN = { timeout: 20_000 };
/** Registering and logging in run the server's scrypt: on a loaded 2-core machine, many seconds. */
export const PASSWORD_HASH = { timeout: 30_000 };
export const banner = (page: Page) => page.getByRole('banner');
/** A logged-in customer's header links straight to their orders (no panel). */
export const accountLink = (page: Page) => banner(page).getByRole('link', { name: /Min konto/ });

/** Opens a header panel by its button's name. */
export async function openPanel(page: Page, label: RegExp) {
  await banner(page).getByRole('button', { name: label }).click();
  await expect(panel(page)).toBeVisible(FIRST_OPEN);
}

export const PASSWORD = 'hemmelig1';

/** Registers from the header's login panel (the same words in nb and nn); logged in after. */
export async function register(
  page: Page,
  email: string,
  options: {
    password?: string;
    business?: { organizationId: string; companyName: string; nameLabel: string };
  } = {},
) {
  const { password = PASSWORD, business } = options;
  await openPanel(page, /Logg inn/);
  await panel(page).getByRole('button', { name: 'Opprett konto', exact: true }).first().click();
  if (business) {
    await panel(page).getByRole('radio', { name: 'Bedrift' }).check();
    await panel(page).getByLabel('Organisasjonsnummer').fill(business.organizationId);
    await panel(page).getByLabel(business.nameLabel).fill(business.companyName);
  }
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByLabel('Passord', { exact: true }).fill(password);
  await panel(page).getByLabel('Gjenta passordet').fill(password);
  await panel(page).locator('form').getByRole('button', { name: 'Opprett konto' }).click();
  await expect(accountLink(page)).toBeVisible(PASSWORD_HASH);
  // The header's icon is marked: on a phone, with no label, that is what says so.
  await expect(accountLink(page).locator('.header-action__dot')).toBeVisible();
}

/** Sends the login panel's form; whether it worked is the caller's to check. */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await openPanel(page, /Logg inn/);
  await panel(page).getByLabel('E-post').fill(email);
  await panel(page).getByLabel('Passord', { exact: true }).fill(password);
  await panel(page).locator('form').getByRole('button', { name: 'Logg inn' }).click();
}

/** Logs in and waits for the account link. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  await submitLogin(page, email, password);
  await expect(accountLink(page)).toBeVisible(PASSWORD_HASH);
}

/** Logs out as a customer does: the header's account link, then the account page's button. */
export async function logOut(page: Page, locale: 'nb' | 'nn' = 'nb') {
  await accountLink(page).click();
  await expect(page).toHaveURL(
    locale === 'nn' ? /\/nn\/min-konto\/bestillinger$/ : /\/min-konto\/bestillinger$/,
  );
  await page.getByRole('main').getByRole('button', { name: 'Logg ut' }).click();
  await expect(banner(page).getByRole('button', { name: /Logg inn/ })).toBeVisible();
}
