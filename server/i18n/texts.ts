import type { LanguageId } from './language.js';

/** Fallback texts for list pages and meta tags when the catalogue has none. */
export interface Texts {
  shopName: string;
  allProducts: string;
  allProductsDescription: string;
  search: (query: string) => string;
  searchDescription: (query: string) => string;
  brands: string;
  brandsDescription: string;
  listDescription: (name: string) => string;
}

const nb: Texts = {
  shopName: 'ATV-Huset',
  allProducts: 'Alle produkter',
  allProductsDescription:
    'Deler og utstyr til ATV og UTV, tilhengerutstyr og lys. Rask levering i hele Norge.',
  search: (query) => (query ? `Søk: ${query}` : 'Søk'),
  searchDescription: (query) => `Søkeresultater for «${query}» hos ATV-Huset.`,
  brands: 'Merker',
  brandsDescription:
    'Alle merkene hos ATV-Huset: ATV- og UTV-produsenter, deler, tilhengerutstyr og lys.',
  listDescription: (name) => `Kjøp ${name} hos ATV-Huset. Rask levering i hele Norge.`,
};

const nn: Texts = {
  shopName: 'ATV-Huset',
  allProducts: 'Alle produkt',
  allProductsDescription:
    'Delar og utstyr til ATV og UTV, tilhengarutstyr og lys. Rask levering i heile Noreg.',
  search: (query) => (query ? `Søk: ${query}` : 'Søk'),
  searchDescription: (query) => `Søkjeresultat for «${query}» hjå ATV-Huset.`,
  brands: 'Merke',
  brandsDescription:
    'Alle merka hjå ATV-Huset: ATV- og UTV-produsentar, delar, tilhengarutstyr og lys.',
  listDescription: (name) => `Kjøp ${name} hjå ATV-Huset. Rask levering i heile Noreg.`,
};

export function textsFor(languageId: LanguageId): Texts {
  return languageId === 2 ? nn : nb;
}

/** "Bremser | ATV-Huset" */
export function metaTitle(title: string): string {
  return `${title} | ATV-Huset`;
}
