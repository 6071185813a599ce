import type { Catalogue } from './catalogue.js';
import { LANGS, LANGUAGE_ID } from './model.js';
import { insertSql, literal } from './sql-literal.js';

/**
 * The demo's Swedish market converts the base prices (NOK) at this rate, rounded to whole kronor
 * (server/site/market-rules.ts). A fixed demo rate, not a live exchange rate.
 */
export const SEK_PER_NOK = 0.95;

/** Languages, channel and markets: upserted, since carts and orders may point at them. */
export const SITE_SQL = `
INSERT INTO languages (id, code, name) VALUES (1, 'nb', 'Norsk bokmål'), (2, 'nn', 'Norsk nynorsk')
  ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name;
INSERT INTO channels (id, name, default_market_id) VALUES (1, 'ATV-Huset', 1)
  ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, default_market_id = EXCLUDED.default_market_id;
INSERT INTO markets (id, channel_id, alias, default_language_id, country_code, country_name, currency_code, currency_name, currency_symbol, price_rate)
  VALUES (1, 1, 'no', 1, 'NO', 'Norge', 'NOK', 'Norske kroner', 'kr', 1),
         (2, 1, 'se', 1, 'SE', 'Sverige', 'SEK', 'Svenske kroner', 'kr', ${SEK_PER_NOK})
  ON CONFLICT (id) DO UPDATE SET alias = EXCLUDED.alias, default_language_id = EXCLUDED.default_language_id,
    country_code = EXCLUDED.country_code, country_name = EXCLUDED.country_name,
    currency_code = EXCLUDED.currency_code, currency_name = EXCLUDED.currency_name,
    currency_symbol = EXCLUDED.currency_symbol, price_rate = EXCLUDED.price_rate;
INSERT INTO market_languages (market_id, language_id) VALUES (1, 1), (1, 2), (2, 1), (2, 2) ON CONFLICT DO NOTHING;
`;

/** Everything but the products: categories, brands, campaigns and menus. */
export function staticSql(catalogue: Catalogue): string {
  const { categories, campaigns, menus, menuItems } = catalogue;
  const brands = catalogue.context.brands;
  return [
    SITE_SQL,
    insertSql(
      'categories',
      ['id', 'parent_id', 'sort_order', 'image_file'],
      categories.map((c) => [c.id, c.parentId, c.sortOrder, null]),
    ),
    insertSql(
      'category_translations',
      [
        'category_id',
        'language_id',
        'name',
        'alias',
        'description',
        'meta_title',
        'meta_description',
      ],
      categories.flatMap((c) =>
        LANGS.map((l) => [
          c.id,
          LANGUAGE_ID[l],
          c.text[l].name,
          c.text[l].alias,
          c.text[l].description,
          c.text[l].metaTitle,
          c.text[l].metaDescription,
        ]),
      ),
    ),
    insertSql(
      'brands',
      ['id', 'name', 'alias', 'logo_file'],
      brands.map((b) => [b.id, b.name, b.alias, b.logoFile]),
    ),
    insertSql(
      'brand_translations',
      ['brand_id', 'language_id', 'description', 'meta_title', 'meta_description'],
      brands.flatMap((b) =>
        LANGS.map((l) => [
          b.id,
          LANGUAGE_ID[l],
          b.text[l].description,
          b.text[l].metaTitle,
          b.text[l].metaDescription,
        ]),
      ),
    ),
    insertSql(
      'discount_campaigns',
      [
        'id',
        'kind',
        'percentage',
        'amount_ore',
        'buy_quantity',
        'pay_quantity',
        'starts_at',
        'ends_at',
        'hide_title',
        'image_file',
      ],
      campaigns.map((c) => [
        c.id,
        c.kind,
        c.percentage,
        c.amountOre,
        c.buyQuantity,
        c.payQuantity,
        c.startsAt,
        c.endsAt,
        c.hideTitle,
        c.imageFile,
      ]),
    ),
    insertSql(
      'discount_campaign_translations',
      [
        'campaign_id',
        'language_id',
        'name',
        'alias',
        'description',
        'meta_title',
        'meta_description',
      ],
      campaigns.flatMap((c) =>
        LANGS.map((l) => [
          c.id,
          LANGUAGE_ID[l],
          c.text[l].name,
          c.text[l].alias,
          c.text[l].description,
          c.text[l].metaTitle,
          c.text[l].metaDescription,
        ]),
      ),
    ),
    insertSql(
      'menus',
      ['id', 'location_id'],
      menus.map((m) => [m.id, m.locationId]),
    ),
    insertSql(
      'menu_titles',
      ['menu_id', 'language_id', 'title'],
      menus.flatMap((m) => LANGS.map((l) => [m.id, LANGUAGE_ID[l], m.title[l]])),
    ),
    insertSql(
      'menu_items',
      [
        'id',
        'menu_id',
        'parent_id',
        'language_id',
        'label',
        'type',
        'sort_order',
        'url',
        'target_blank',
      ],
      menuItems.map((i) => [
        i.id,
        i.menuId,
        i.parentId,
        i.languageId,
        i.label,
        i.type,
        i.sortOrder,
        i.url,
        i.targetBlank,
      ]),
    ),
  ].join('');
}

/** Runs after the products: category tiles use a product picture. */
export function categoryImagesSql(catalogue: Catalogue): string {
  return catalogue.categories
    .filter((c) => c.imageFile)
    .map((c) => `UPDATE categories SET image_file = ${literal(c.imageFile)} WHERE id = ${c.id};`)
    .join('\n');
}
