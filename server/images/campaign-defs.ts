import { slugify } from '../i18n/slug.js';

// The shop's curated campaigns: the seed writes them (with the products that join them) and the
// image route draws each one's price tag from its deal, so the definitions live here, below both.

type Lang = 'nb' | 'nn';
export type CampaignKind = 'percentage' | 'fixed' | 'buy_x_pay_y';

export interface CampaignDef {
  kind: CampaignKind;
  value: number;
  pay?: number;
  name: Record<Lang, string>;
  blurb: Record<Lang, string>;
  types: readonly string[];
  /** Share of matching products that join. */
  share: number;
  minPriceOre?: number;
  /** Ran and ended within the price history the seed writes (the 90 days before it). */
  expired?: boolean;
  /** Days before the seed's day it started (its price history shows the reduction begin). */
  startedDaysAgo: number;
  /** Days an expired campaign ran. */
  days?: number;
  hideTitle?: boolean;
}

const TRAILER = [
  'hitches',
  'coupling-heads',
  'trailer-lights',
  'jockey-wheels',
  'nose-wheels',
  'hinges',
  'tarps',
  'straps',
  'trailer-wheels',
  'sockets',
  'adapters',
];

export const CAMPAIGN_DEFS: readonly CampaignDef[] = [
  {
    kind: 'percentage',
    value: 20,
    name: { nb: 'Vintersalg – 20 % på vinsjer og plog', nn: 'Vintersal – 20 % på vinsjar og plog' },
    blurb: {
      nb: 'Gjør ATV-en klar for vinteren: 20 % på vinsjer, plogblad og fester.',
      nn: 'Gjer ATV-en klar for vinteren: 20 % på vinsjar, plogblad og feste.',
    },
    types: ['winches', 'plough-blades', 'plough-mounts', 'winch-mounts'],
    share: 0.35,
    startedDaysAgo: 24,
  },
  {
    kind: 'percentage',
    value: 15,
    name: {
      nb: 'Lyskampanje – 15 % på arbeidslys og lysbarer',
      nn: 'Lyskampanje – 15 % på arbeidslys og lysbarar',
    },
    blurb: {
      nb: 'Mørketid er lystid: 15 % på utvalgte arbeidslys, lysbarer og ekstralys.',
      nn: 'Mørketid er lystid: 15 % på utvalde arbeidslys, lysbarar og ekstralys.',
    },
    types: ['work-lights', 'light-bars', 'driving-lights'],
    share: 0.15,
    startedDaysAgo: 12,
  },
  {
    kind: 'buy_x_pay_y',
    value: 4,
    pay: 3,
    name: { nb: 'Kjøp 4 betal for 3 – tennplugger', nn: 'Kjøp 4, betal for 3 – tennpluggar' },
    blurb: {
      nb: 'Kjøp fire tennplugger og betal for tre. Gjelder like plugger.',
      nn: 'Kjøp fire tennpluggar og betal for tre. Gjeld like pluggar.',
    },
    types: ['spark-plugs'],
    share: 0.6,
    startedDaysAgo: 38,
  },
  {
    kind: 'fixed',
    value: 10_000,
    name: { nb: '100 kr rabatt på filter', nn: '100 kr avslag på filter' },
    blurb: {
      nb: 'Spar 100 kr på utvalgte luft- og oljefilter til service-sesongen.',
      nn: 'Spar 100 kr på utvalde luft- og oljefilter til servicesesongen.',
    },
    types: ['air-filters', 'oil-filters'],
    share: 0.35,
    startedDaysAgo: 19,
    minPriceOre: 39_900,
  },
  {
    kind: 'percentage',
    value: 10,
    name: {
      nb: 'Tilhengersesong – 10 % på tilhengerutstyr',
      nn: 'Tilhengarsesong – 10 % på tilhengarutstyr',
    },
    blurb: {
      nb: 'Klar for sesongen: 10 % på utvalgt tilhengerutstyr.',
      nn: 'Klar for sesongen: 10 % på utvalt tilhengarutstyr.',
    },
    types: TRAILER,
    share: 0.06,
    startedDaysAgo: 45,
  },
  {
    kind: 'fixed',
    value: 50_000,
    // No amount in the texts: the discount is 500 NOK, which each market converts (475 SEK).
    name: { nb: 'Dekkrabatt: spar på ATV-dekk', nn: 'Dekkavslag: spar på ATV-dekk' },
    blurb: {
      nb: 'Fast rabatt på utvalgte ATV-dekk og dekksett.',
      nn: 'Fast avslag på utvalde ATV-dekk og dekksett.',
    },
    types: ['tyres'],
    share: 0.4,
    startedDaysAgo: 30,
    minPriceOre: 199_000,
  },
  {
    kind: 'percentage',
    value: 12,
    hideTitle: true,
    name: { nb: 'Ukens tilbud – 12 % på batterier', nn: 'Tilbod i veka – 12 % på batteri' },
    blurb: { nb: 'Ukens tilbud på AGM-batterier.', nn: 'Tilbod i veka på AGM-batteri.' },
    types: ['batteries'],
    share: 0.3,
    startedDaysAgo: 8,
  },
  {
    kind: 'percentage',
    value: 25,
    expired: true,
    days: 14,
    name: { nb: 'Lysdager – 25 % på lys', nn: 'Lysdagar – 25 % på lys' },
    blurb: { nb: 'Kampanjen er avsluttet.', nn: 'Kampanjen er avslutta.' },
    types: ['work-lights', 'light-bars', 'tail-lights', 'marker-lights'],
    share: 0.1,
    startedDaysAgo: 70,
  },
];

/** A campaign's alias in one language: its name before ' – ' as a slug, else kampanje-{n}. */
export function campaignAlias(def: CampaignDef, index: number, lang: Lang): string {
  return slugify(def.name[lang].replace(/ – .*/, '')) || `kampanje-${index + 1}`;
}

/** The deal a campaign gives, as its row and its image carry it. */
export function campaignDeal(def: CampaignDef): {
  kind: CampaignKind;
  percentage: number | null;
  amountOre: number | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  expired: boolean;
} {
  return {
    kind: def.kind,
    percentage: def.kind === 'percentage' ? def.value : null,
    amountOre: def.kind === 'fixed' ? def.value : null,
    buyQuantity: def.kind === 'buy_x_pay_y' ? def.value : null,
    payQuantity: def.pay ?? null,
    expired: def.expired ?? false,
  };
}
