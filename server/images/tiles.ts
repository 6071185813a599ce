import { CAMPAIGN_DEFS, campaignAlias, campaignDeal } from './campaign-defs.js';
import { categoryIcons } from './category-tree.js';
import { parseProductFile, productSvg } from './product-image.js';
import { mix, svgDocument } from './svg.js';

const CATEGORY_ICONS = categoryIcons();
const CAMPAIGNS = new Map(
  CAMPAIGN_DEFS.flatMap((def, index) => {
    const deal = campaignDeal(def);
    return [
      [campaignAlias(def, index, 'nb'), deal],
      [campaignAlias(def, index, 'nn'), deal],
    ] as const;
  }),
);

/** A category tile: a product picture file name, or `{category-alias}.svg` drawn with the category icon. */
export function categoryTileSvg(width: number, fileName: string): string | null {
  const product = parseProductFile(fileName);
  if (product) return productSvg(width, product, '#dfe7ee');
  const alias = /^([a-z0-9-]+)\.svg$/.exec(fileName)?.[1];
  const icon = alias ? CATEGORY_ICONS.get(alias) : undefined;
  return alias && icon
    ? productSvg(width, { slug: alias, drawing: icon, index: 1 }, '#dfe7ee')
    : null;
}

/** A campaign image: the deal on a price tag, in sale colours. */
export function campaignSvg(width: number, fileName: string): string | null {
  const alias = /^([a-z0-9-]+)\.svg$/.exec(fileName)?.[1];
  const campaign = alias ? CAMPAIGNS.get(alias) : undefined;
  if (!campaign) return null;
  const deal =
    campaign.kind === 'percentage'
      ? `−${campaign.percentage ?? 0} %`
      : campaign.kind === 'fixed'
        ? `−${Math.round((campaign.amountOre ?? 0) / 100)} kr`
        : `${campaign.buyQuantity ?? 0} for ${campaign.payQuantity ?? 0}`;
  const colour = campaign.expired ? '#6c757d' : '#c8102e';
  const fontSize = Math.min(80, Math.round(220 / (deal.length * 0.62)));
  return svgDocument(
    width,
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(colour, '#fff', 0.15)}"/><stop offset="1" stop-color="${mix(colour, '#000', 0.3)}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#c)"/><path d="M36 150L116 84H364V316H116L36 250Z" fill="#fff" transform="rotate(-8 200 200)"/>
<circle cx="84" cy="200" r="13" fill="${colour}" transform="rotate(-8 200 200)"/>
<text x="242" y="${200 + fontSize * 0.36}" text-anchor="middle" font-size="${fontSize}" font-family="'Arial Black',Arial,sans-serif" font-weight="900" fill="${colour}" transform="rotate(-8 200 200)">${deal}</text>`,
  );
}
