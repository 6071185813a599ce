import { describe, expect, it } from 'vitest';
import { CART_COOKIE } from '@/config/constants';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import nbConsent from '../../../locales/nb/consent.json';
import nbInfo from '../../../locales/nb/info.json';
import nnConsent from '../../../locales/nn/consent.json';
import nnInfo from '../../../locales/nn/info.json';

// The cookie page (/informasjonskapsler) says what the cookie banner asks for: each category the
// banner offers has its own section, and the cookies the shop itself sets are named.
const languages = [
  { locale: 'nb', info: nbInfo, consent: nbConsent },
  { locale: 'nn', info: nnInfo, consent: nnConsent },
] as const;

describe.each(languages)('the cookie page in $locale', ({ info, consent }) => {
  const page = info.informasjonskapsler;
  const headings = page.sections.map((section) => section.heading);
  const text = [page.lead, ...page.sections.flatMap((section) => section.paragraphs)].join(' ');

  it("has a section for each of the banner's categories", () => {
    expect(headings).toEqual(
      expect.arrayContaining([
        consent.settings.necessary,
        consent.settings.statistics,
        consent.settings.marketing,
      ]),
    );
  });

  it('names the cart and consent cookies and where the choice is changed', () => {
    expect(text).toContain(CART_COOKIE);
    expect(text).toContain(CONSENT_COOKIE);
    expect(text).toContain(consent.settings.title);
  });
});
