import { expect, test } from './support/test.js';
import { mailTo, newEmail } from './support/accounts.js';

// The newsletter's double opt-in: the footer's sign-up puts nobody on the list; the mail to the
// address carries a link whose page confirms it with a press (a mail scanner opening the link
// confirms nothing), once. In Bokmål and Nynorsk.

const TEXTS = {
  nb: {
    start: '/',
    submit: 'Meld meg på',
    thanks:
      'Takk! Er du ikke påmeldt fra før, får du en e-post med en lenke som bekrefter påmeldingen.',
    subject: /^Bekreft påmeldingen til nyhetsbrevet$/,
    heading: 'Bekreft påmeldingen til nyhetsbrevet',
    confirm: 'Bekreft påmeldingen',
    done: 'Takk! Du er nå påmeldt nyhetsbrevet.',
    used: 'Lenken er brukt eller for gammel. Meld deg på igjen nederst på siden, så sender vi en ny.',
  },
  nn: {
    start: '/nn',
    submit: 'Meld meg på',
    thanks:
      'Takk! Er du ikkje påmeld frå før, får du ein e-post med ei lenkje som stadfestar påmeldinga.',
    subject: /^Stadfest påmeldinga til nyheitsbrevet$/,
    heading: 'Stadfest påmeldinga til nyheitsbrevet',
    confirm: 'Stadfest påmeldinga',
    done: 'Takk! No er du påmeld nyheitsbrevet.',
    used: 'Lenkja er brukt eller for gammal. Meld deg på igjen nedst på sida, så sender vi ei ny.',
  },
} as const;

for (const locale of ['nb', 'nn'] as const) {
  const text = TEXTS[locale];
  test(`a sign-up is confirmed from the mailed link, once (${locale})`, async ({ page }) => {
    const email = newEmail(`nyhetsbrev-${locale}`);
    await page.goto(text.start);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'E-postadresse' }).fill(email);
    await footer.getByRole('button', { name: text.submit }).click();
    await expect(footer.getByRole('status')).toHaveText(text.thanks);

    const mail = await mailTo(email, text.subject);
    const link = /https?:\/\/\S+\/nyhetsbrev\/bekreft\?key=[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(link).toContain(locale === 'nn' ? '/nn/nyhetsbrev/bekreft?key=' : '/nyhetsbrev/bekreft');
    const { pathname, search } = new URL(link);

    // Opening the page confirms nothing yet: the press does.
    const response = await page.goto(`${pathname}${search}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: text.done })).toBeVisible();

    // The link works once.
    await page.goto(`${pathname}${search}`);
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.used })).toBeVisible();
  });
}
