import { BRANDS, type BrandKind } from '../images/brand-defs.js';
import type { BrandRow, Lang } from './model.js';
import { slugify } from '../i18n/slug.js';

const ABOUT: Record<BrandKind, Record<Lang, (name: string) => string>> = {
  vehicle: {
    nb: (n) =>
      `<p>Originale deler og tilbehør fra ${n}, laget for å passe perfekt på din ${n}.</p>`,
    nn: (n) =>
      `<p>Originale delar og tilbehøyr frå ${n}, laga for å passe perfekt på din ${n}.</p>`,
  },
  parts: {
    nb: (n) =>
      `<p>${n} lager slitedeler og utstyr for ATV og UTV som brukes av entusiaster over hele verden.</p>`,
    nn: (n) =>
      `<p>${n} lagar slitedelar og utstyr for ATV og UTV som vert brukt av entusiastar over heile verda.</p>`,
  },
  trailer: {
    nb: (n) =>
      `<p>${n} er et kjent navn innen tilhengere og tilhengerdeler, med robuste løsninger for nordisk klima.</p>`,
    nn: (n) =>
      `<p>${n} er eit kjent namn innan tilhengarar og tilhengardelar, med robuste løysingar for nordisk klima.</p>`,
  },
  lights: {
    nb: (n) => `<p>${n} lager lys som tåler mørke vintre, vibrasjoner og høytrykksspyling.</p>`,
    nn: (n) => `<p>${n} lagar lys som toler mørke vintrar, vibrasjonar og høgtrykksspyling.</p>`,
  },
};

export function buildBrands(): BrandRow[] {
  return BRANDS.map((brand, index) => {
    const alias = slugify(brand.name);
    return {
      id: index + 1,
      name: brand.name,
      alias,
      prefix: brand.prefix,
      color: brand.color,
      logoFile: `${alias}.svg`,
      text: {
        nb: {
          description: ABOUT[brand.kind].nb(brand.name),
          metaTitle: `${brand.name} | ATV-Huset`,
          metaDescription: `Kjøp ${brand.name} hos ATV-Huset. Stort utvalg og rask levering.`,
        },
        nn: {
          description: ABOUT[brand.kind].nn(brand.name),
          metaTitle: `${brand.name} | ATV-Huset`,
          metaDescription: `Kjøp ${brand.name} hjå ATV-Huset. Stort utval og rask levering.`,
        },
      },
    };
  });
}
