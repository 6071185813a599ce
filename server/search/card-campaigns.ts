import type { LanguageId } from '../i18n/language.js';
import type { ListIndex } from '../list-index/list-index.js';
import type { CampaignRow } from '../catalogue/product-details-store.js';

/**
 * The active campaigns of a product as catalogue/product-details-store.ts activeCampaigns reads them,
 * taken from the list index instead (which is rebuilt when a campaign starts, ends or changes).
 */
export function campaignsFromIndex(
  index: ListIndex,
  languageId: LanguageId,
  productId: number,
): CampaignRow[] {
  const p = index.positionOf(productId);
  if (p < 0) return [];
  const { start, items, keys } = index.campaigns;
  const rows: CampaignRow[] = [];
  for (let i = start[p] ?? 0; i < (start[p + 1] ?? 0); i++) {
    const id = keys[items[i] ?? 0] ?? 0;
    const rule = index.campaignRules.get(id);
    if (!rule) continue;
    const label = index.campaignLabels[languageId].get(id) ?? index.campaignLabels[1].get(id);
    rows.push({ productId, ...rule, name: label?.name ?? '', alias: label?.alias ?? '' });
  }
  return rows.sort((a, b) => a.id - b.id);
}

/** The product's Omnibus figure as the index worked it out (-1: none; list-index-source.ts). */
export function lowestFromIndex(index: ListIndex, productId: number): number {
  const p = index.positionOf(productId);
  return p < 0 ? -1 : (index.lowestBeforeOre[p] ?? -1);
}
