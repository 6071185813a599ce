import { expect, test } from './support/test.js';

// Every information page the footer and the checkout link to is a page of its own, in both
// languages: purchase terms, shipping, returns, contact, about, privacy and cookies.

const footerLinks = [
  {
    name: 'Kjøps- og leveringsbetingelser',
    heading: 'Kjøps- og leveringsbetingelser',
    quotes: /14 dagers angrerett/,
  },
  {
    name: 'Frakt og levering',
    heading: 'Frakt og levering',
    quotes: /over 1\s500 kr, er frakten gratis/,
  },
  {
    name: 'Retur og reklamasjon',
    heading: 'Retur og reklamasjon',
    quotes: /kundeservice@atv-huset\.no/,
  },
  { name: 'Kontakt oss', heading: 'Kontakt oss', quotes: /Åpningstider/ },
  { name: 'Om ATV-Huset', heading: 'Om ATV-Huset', quotes: /Bedriftskunder/ },
  { name: 'Personvern', heading: 'Personvern', quotes: /Datatilsynet/ },
  { name: 'Informasjonskapsler', heading: 'Informasjonskapsler', quotes: /ralph-cart/ },
];

test('every footer information link opens its page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const link of footerLinks) {
    await footer.getByRole('link', { name: link.name, exact: true }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
    await expect(main).toContainText(link.quotes);
    await expect(page).toHaveTitle(new RegExp(link.heading));
  }
});

test('the Nynorsk purchase terms are in Nynorsk', async ({ page }) => {
  await page.goto('/nn/kjops-og-leveringsbetingelser-2');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Kjøps- og leveringsvilkår' }),
  ).toBeVisible();
  await expect(main).toContainText('14 dagars angrerett');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
});
