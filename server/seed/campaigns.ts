import type { CampaignRow, Lang } from './model.js';
import type { Rng } from './prng.js';
import { slugify } from './slug.js';

interface CampaignDef {
  kind: CampaignRow['kind'];
  value: number;
  pay?: number;
  name: Record<Lang, string>;
  blurb: Record<Lang, string>;
  types: readonly string[];
  /** Share of matching products that join. */
  share: number;
  minPriceOre?: number;
  expired?: boolean;
  hideTitle?: boolean;
}

// Fixed dates keep the seed deterministic while the campaigns stay active for years.
const ACTIVE = { startsAt: '2024-01-01T00:00:00Z', endsAt: '2030-12-31T23:59:59Z' };
const EXPIRED = { startsAt: '2023-11-20T00:00:00Z', endsAt: '2023-11-27T23:59:59Z' };
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

const DEFS: readonly CampaignDef[] = [
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
  },
  {
    kind: 'fixed',
    value: 50_000,
    name: { nb: '500 kr rabatt på dekk', nn: '500 kr avslag på dekk' },
    blurb: {
      nb: '500 kr rabatt på utvalgte ATV-dekk og dekksett.',
      nn: '500 kr avslag på utvalde ATV-dekk og dekksett.',
    },
    types: ['tyres'],
    share: 0.4,
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
  },
  {
    kind: 'percentage',
    value: 25,
    expired: true,
    name: { nb: 'Black Week 2023 – 25 % på lys', nn: 'Black Week 2023 – 25 % på lys' },
    blurb: { nb: 'Kampanjen er avsluttet.', nn: 'Kampanjen er avslutta.' },
    types: ['work-lights', 'light-bars', 'tail-lights', 'marker-lights'],
    share: 0.1,
  },
];

export function buildCampaigns(): CampaignRow[] {
  return DEFS.map((def, index) => {
    const text = (lang: Lang): CampaignRow['text'][Lang] => ({
      name: def.name[lang],
      alias: slugify(def.name[lang].replace(/ – .*/, '')) || `kampanje-${index + 1}`,
      description: `<p>${def.blurb[lang]}</p>`,
      metaTitle: `${def.name[lang]} | ATV-Huset`,
      metaDescription: def.blurb[lang],
    });
    const nb = text('nb');
    return {
      id: index + 1,
      kind: def.kind,
      percentage: def.kind === 'percentage' ? def.value : null,
      amountOre: def.kind === 'fixed' ? def.value : null,
      buyQuantity: def.kind === 'buy_x_pay_y' ? def.value : null,
      payQuantity: def.pay ?? null,
      ...(def.expired ? EXPIRED : ACTIVE),
      hideTitle: def.hideTitle ?? false,
      imageFile: `${nb.alias}.svg`,
      text: { nb, nn: text('nn') },
    };
  });
}

/** Campaign ids a new product joins: at most one active campaign, plus maybe the expired one. */
export function campaignsFor(rng: Rng, typeKey: string, priceOre: number): number[] {
  const ids: number[] = [];
  let active = false;
  DEFS.forEach((def, index) => {
    if (!def.types.includes(typeKey) || priceOre < (def.minPriceOre ?? 0)) return;
    if (!def.expired && active) return;
    if (!rng.chance(def.share)) return;
    ids.push(index + 1);
    if (!def.expired) active = true;
  });
  return ids;
}
