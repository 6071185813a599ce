import { CAMPAIGN_DEFS, campaignAlias, campaignDeal } from '../images/campaign-defs.js';
import type { CampaignRow, Lang } from './model.js';
import type { Rng } from './prng.js';

export function buildCampaigns(): CampaignRow[] {
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
