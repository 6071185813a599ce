import { describe, expect, it } from 'vitest';
import { buildCampaigns } from '../seed/campaigns.js';
import { buildCategories } from '../seed/build-categories.js';
import { CAMPAIGN_DEFS, campaignAlias, campaignDeal } from './campaign-defs.js';
import { categoryIcons } from './category-tree.js';

// The image route draws tiles from the curated data in this folder, the seed writes rows from
// the same data: each seeded alias must find its drawing and its deal here.
describe('curated data the images and the seed share', () => {
  it('finds the icon of every category the seed writes by its alias in both languages', () => {
    const icons = categoryIcons();
    const rows = buildCategories();
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(icons.get(row.text.nb.alias)).toBe(row.icon);
      expect(icons.get(row.text.nn.alias)).toBe(row.icon);
    }
  });

  it('gives every seeded campaign the alias and deal its image is drawn from', () => {
    const rows = buildCampaigns();
    expect(rows).toHaveLength(CAMPAIGN_DEFS.length);
    rows.forEach((row, index) => {
      const def = CAMPAIGN_DEFS[index];
      if (!def) throw new Error(`no definition for campaign ${row.id}`);
      expect(campaignAlias(def, index, 'nb')).toBe(row.text.nb.alias);
      expect(campaignAlias(def, index, 'nn')).toBe(row.text.nn.alias);
      expect(row).toMatchObject(campaignDeal(def));
    });
  });
});
