import {
  CAMPAIGN_DEFS,
  campaignAlias,
  campaignDeal,
  type CampaignDef,
} from '../images/campaign-defs.js';
import type { CampaignRow, Lang } from './model.js';
import type { Rng } from './prng.js';

const DAY_MS = 86_400_000;
/** Running campaigns end long after any demo's life. */
const RUNNING_UNTIL = '2030-12-31T23:59:59Z';

/**
 * When a campaign runs, counted back from the seed's day, so the 90 days of price history the
 * seed writes show each one begin (and the expired one begin and end) wherever the demo is run.
 */
export function campaignDates(def: CampaignDef, today: Date): { startsAt: string; endsAt: string } {
  const starts = today.getTime() - def.startedDaysAgo * DAY_MS;
  return {
    startsAt: new Date(starts).toISOString(),
    endsAt: def.expired
      ? new Date(starts + (def.days ?? 7) * DAY_MS - 1000).toISOString()
      : RUNNING_UNTIL,
  };
}

export function buildCampaigns(today: Date = new Date()): CampaignRow[] {
  return CAMPAIGN_DEFS.map((def, index) => {
    const text = (lang: Lang): CampaignRow['text'][Lang] => ({
      name: def.name[lang],
      alias: campaignAlias(def, index, lang),
      description: `<p>${def.blurb[lang]}</p>`,
      metaTitle: `${def.name[lang]} | ATV-Huset`,
      metaDescription: def.blurb[lang],
    });
    const nb = text('nb');
    return {
      id: index + 1,
      ...campaignDeal(def),
      ...campaignDates(def, today),
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
  CAMPAIGN_DEFS.forEach((def, index) => {
    if (!def.types.includes(typeKey) || priceOre < (def.minPriceOre ?? 0)) return;
    if (!def.expired && active) return;
    if (!rng.chance(def.share)) return;
    ids.push(index + 1);
    if (!def.expired) active = true;
  });
  return ids;
}
