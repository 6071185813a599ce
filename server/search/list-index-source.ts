// SQL that reads the catalogue columns behind the in-memory list index (list-index/).
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type {
  CampaignLabelRow,
  CampaignRuleRow,
  SearchWordRow,
  IdPosting,
  ParameterPosting,
  ProductColumns,
  TermPosting,
} from '../list-index/index-source.js';
import type { ListRule } from '../list-index/list-index.js';
import { unpackInts } from '../list-index/packed-ids.js';
import { capPackagePrices } from './list-index-packages.js';
import { HISTORY_READ_DAYS, lowestBeforeDiscountOre } from '../catalogue/price-history-rules.js';
import { shownPriceChanges } from '../catalogue/price-history-store.js';

const packed = (column: string, order: string): string =>
  `encode(COALESCE(string_agg(int4send(${column}), ''::bytea ORDER BY ${order}), ''::bytea), 'hex')`;

const ACTIVE = 'dc.starts_at <= now() AND dc.ends_at > now()';

// The lowest price from the deepest active campaign, rounded like catalogue/pricing-rules.ts.
/**
 * Whether a product can be bought now (shared/stock/available.ts canSell): a size with units on
 * the shelf or at the supplier, or one that is static or oversellable; a package when each part
 * has a size with enough units for its count. Read when the index is built: an order that
 * sells the last unit leaves the flag as it was until the next build (the sort's only use).
 */
const SELLABLE = `(CASE WHEN p.is_package THEN NOT EXISTS (
    SELECT 1 FROM package_parts pp WHERE pp.package_id = p.id AND NOT EXISTS (
      SELECT 1 FROM skus s WHERE s.product_id = pp.part_product_id
         AND (s.is_static OR s.oversellable
              OR greatest(s.stock, 0) + greatest(s.supplier_stock, 0) >= pp.quantity)))
  ELSE EXISTS (
    SELECT 1 FROM skus s WHERE s.product_id = p.id
       AND (s.is_static OR s.oversellable OR greatest(s.stock, 0) + greatest(s.supplier_stock, 0) > 0))
  END)`;

const SELLING = `LEAST(
  round(p.price_inc_vat_ore * (100 - COALESCE(best.pct, 0)) / 100)::int,
  greatest(p.price_inc_vat_ore - COALESCE(best.amount, 0), 0))`;

export const CATALOGUE_VERSION_SQL = 'SELECT version::int AS version FROM catalogue_state';

export async function catalogueVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>(CATALOGUE_VERSION_SQL);
  return row?.version ?? 0;
}

/** Epoch ms of the next campaign start or end, when prices change by themselves. */
export async function nextCampaignChange(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ at: number | null }>(
    `SELECT (extract(epoch FROM min(t)) * 1000)::float8 AS at FROM (
       SELECT starts_at AS t FROM discount_campaigns WHERE starts_at > now()
       UNION ALL SELECT ends_at FROM discount_campaigns WHERE ends_at > now()) x`,
  );
  return row?.at ?? null;
}

/**
 * Products per statement when the index reads product columns and names, and search terms per
 * statement. PGlite holds a statement's whole answer in its WebAssembly memory, which grows to
 * the largest answer and never shrinks: at 100,000 products one statement for all of them grew
 * the API process's memory by well over 100 MB for good. Smaller chunks (2,500 and 1,000, from
 * 20,000 and 10,000) lowered the API's memory after the 100k bench from 720 to 624-639 MB; below
 * that size the figure stopped moving (PGlite's shared buffers are most of what is left).
 */
export const INDEX_CHUNK = { products: 2_500, terms: 1_000 };

/** [from, to) id ranges of `size` ids each, covering every published product in id order. */
async function productRanges(db: Queryable, size: number): Promise<[number, number][]> {
  const [row] = await db.query<{ lo: number | null; hi: number | null }>(
    'SELECT min(id) AS lo, max(id) AS hi FROM products WHERE published',
  );
  if (row?.lo == null || row.hi == null) return [];
  const ranges: [number, number][] = [];
  for (let from = row.lo; from <= row.hi; from += size) ranges.push([from, from + size]);
  return ranges;
}

function concatInts(parts: Int32Array[]): Int32Array {
  const out = new Int32Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export async function productColumns(
  db: Queryable,
  chunk = INDEX_CHUNK.products,
): Promise<ProductColumns> {
  const parts: (SqlInts & Pick<ProductColumns, 'articles' | 'images'>)[] = [];
  for (const range of await productRanges(db, chunk)) parts.push(await productColumnsIn(db, range));
  const ints = (name: keyof SqlInts) => concatInts(parts.map((part) => part[name]));
  const ids = ints('ids');
  const sellingOre = ints('sellingOre');
  await capPackagePrices(db, ids, sellingOre);
  const regularOre = ints('regularOre');
  return {
    ids,
    brand: ints('brand'),
    primaryCategory: ints('primaryCategory'),
    popularity: ints('popularity'),
    created: ints('created'),
    regularOre,
    sellingOre,
    lowestBeforeOre: await lowestBeforeColumn(db, ids, regularOre, sellingOre, chunk),
    flags: ints('flags'),
    vatBasisPoints: ints('vatBasisPoints'),
    articles: parts.flatMap((part) => part.articles),
    images: parts.flatMap((part) => part.images),
  };
}

/** The columns one SQL statement per chunk reads. */
type SqlInts = Omit<ProductColumns, 'articles' | 'images' | 'lowestBeforeOre'>;

/**
 * The Omnibus figure of every discounted product (selling below regular, as the index shows
 * it: a package's capped by its parts), worked out once per index build from the prices shown
 * (price-history-store.ts shownPriceChanges, the product page's rows) so a list's cards carry it
 * with no query: three statements per `chunk` discounted products; -1 for the rest.
 */
async function lowestBeforeColumn(
  db: Queryable,
  ids: Int32Array,
  regularOre: Int32Array,
  sellingOre: Int32Array,
  chunk: number,
): Promise<Int32Array> {
  const out = new Int32Array(ids.length).fill(-1);
  const discounted: number[] = [];
  for (let p = 0; p < ids.length; p++)
    if ((sellingOre[p] ?? 0) < (regularOre[p] ?? 0)) discounted.push(p);
  const now = Date.now();
  const since = now - HISTORY_READ_DAYS * 86_400_000;
  for (let from = 0; from < discounted.length; from += chunk) {
    const positions = discounted.slice(from, from + chunk);
    const rows = await shownPriceChanges(
      db,
      positions.map((p) => ids[p] ?? 0),
      since,
    );
    for (const p of positions) {
      const shown = { regularOre: regularOre[p] ?? 0, sellingOre: sellingOre[p] ?? 0 };
      out[p] = lowestBeforeDiscountOre(rows.get(ids[p] ?? 0) ?? [], now, shown) ?? -1;
    }
  }
  return out;
}

async function productColumnsIn(
  db: Queryable,
  [from, to]: [number, number],
): Promise<SqlInts & Pick<ProductColumns, 'articles' | 'images'>> {
  const [row] = await db.query<
    Record<keyof SqlInts, string> & {
      articles: string | null;
      images: string | null;
    }
  >(
    `SELECT ${packed('p.id', 'p.id')} AS ids, ${packed('p.brand_id', 'p.id')} AS brand,
            ${packed('p.primary_category_id', 'p.id')} AS "primaryCategory",
            ${packed('p.popularity', 'p.id')} AS popularity,
            ${packed('extract(epoch FROM p.created_at)::int', 'p.id')} AS created,
            ${packed('p.price_inc_vat_ore', 'p.id')} AS "regularOre",
            ${packed(SELLING, 'p.id')} AS "sellingOre",
            ${packed(`p.is_package::int | (p.is_heavy::int << 1) | ((NOT ${SELLABLE})::int << 2)`, 'p.id')} AS flags,
            ${packed('round(p.vat_rate * 100)::int', 'p.id')} AS "vatBasisPoints",
            string_agg(p.article_number, E'\\n' ORDER BY p.id) AS articles,
            string_agg(COALESCE(img.list, ''), E'\\n' ORDER BY p.id) AS images
       FROM products p
       LEFT JOIN (SELECT product_id,
                         string_agg(file_name || ' ' || ratio::float8::text, E'\\t'
                                    ORDER BY position) AS list
                    FROM product_images WHERE product_id >= $1 AND product_id < $2
                   GROUP BY 1) img ON img.product_id = p.id
       LEFT JOIN (SELECT dcp.product_id, max(dc.percentage) AS pct, max(dc.amount_ore) AS amount
                    FROM discount_campaign_products dcp
                    JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
                   WHERE dc.kind IN ('percentage', 'fixed') AND ${ACTIVE}
                   GROUP BY dcp.product_id) best ON best.product_id = p.id
      WHERE p.published AND p.id >= $1 AND p.id < $2`,
    [from, to],
  );
  if (!row) throw new Error('No product columns');
  const { articles, images, ...ints } = row;
  const columns = Object.fromEntries(
    Object.entries(ints).map(([name, bytes]) => [name, unpackInts(bytes)]),
  ) as SqlInts;
  return {
    ...columns,
    articles: articles ? articles.split('\n') : [],
    images: images !== null ? images.split('\n') : [],
  };
}

async function postings<K>(db: Queryable, sql: string): Promise<IdPosting<K>[]> {
  const rows = await db.query<{ key: K; ids: string }>(sql);
  return rows.map((r) => ({ key: r.key, ids: unpackInts(r.ids) }));
}

// No join to products: the index drops unpublished and unknown ids itself (cheaper on PGlite).

export const categoryPostings = (db: Queryable) =>
  postings<number>(
    db,
    `SELECT x.category_id AS key, ${packed('x.product_id', 'x.product_id')} AS ids
       FROM product_categories x GROUP BY 1`,
  );

/** Active campaigns only: an ended campaign neither filters nor shows as a facet. */
export const campaignPostings = (db: Queryable) =>
  postings<number>(
    db,
    `SELECT x.campaign_id AS key, ${packed('x.product_id', 'x.product_id')} AS ids
       FROM discount_campaign_products x
       JOIN discount_campaigns dc ON dc.id = x.campaign_id AND ${ACTIVE} GROUP BY 1`,
  );

export const skuPostings = (db: Queryable) =>
  postings<string>(
    db,
    `SELECT x.name AS key, ${packed('x.product_id', 'x.product_id')} AS ids
       FROM skus x GROUP BY 1`,
  );

export async function parameterPostings(db: Queryable): Promise<ParameterPosting[]> {
  const rows = await db.query<{
    languageId: LanguageId;
    name: string;
    key: string;
    ids: string;
  }>(
    `SELECT x.language_id AS "languageId", x.name, x.value AS key,
            ${packed('x.product_id', 'x.product_id')} AS ids
       FROM product_parameters x GROUP BY 1, 2, 3`,
  );
  return rows.map((r) => ({ ...r, ids: unpackInts(r.ids) }));
}

/**
 * Product names and aliases per language, in product id order (published products; '' where a
 * translation is missing, so each list has one entry per product).
 */
export async function productNames(db: Queryable, chunk = INDEX_CHUNK.products) {
  const byLanguage = new Map<LanguageId, { names: string[]; aliases: string[] }>();
  for (const [from, to] of await productRanges(db, chunk)) {
    // Per language, so the join is on the whole key: as one cross join grouped by language,
    // PostgreSQL without statistics on languages merged on language_id alone and filtered
    // millions of rows (1.6 s of every list index reload at 3,200 products, 20 ms now).
    const rows = await db.query<{ languageId: LanguageId; names: string; aliases: string }>(
      `SELECT l.id AS "languageId", n.names, n.aliases
         FROM languages l, LATERAL (
           SELECT string_agg(COALESCE(pt.name, ''), E'\\n' ORDER BY p.id) AS names,
                  string_agg(COALESCE(pt.alias, ''), E'\\n' ORDER BY p.id) AS aliases
             FROM products p
             LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = l.id
                   AND pt.product_id >= $1 AND pt.product_id < $2
            WHERE p.published AND p.id >= $1 AND p.id < $2) n
        WHERE n.names IS NOT NULL`,
      [from, to],
    );
    for (const r of rows) {
      const lists = byLanguage.get(r.languageId) ?? { names: [], aliases: [] };
      lists.names.push(...r.names.split('\n'));
      lists.aliases.push(...r.aliases.split('\n'));
      byLanguage.set(r.languageId, lists);
    }
  }
  return [...byLanguage].map(([languageId, lists]) => ({ languageId, ...lists }));
}

export async function knownIds(db: Queryable) {
  const [row] = await db.query<{ categories: number[]; brands: number[]; campaigns: number[] }>(
    `SELECT ARRAY(SELECT id FROM categories) AS categories, ARRAY(SELECT id FROM brands) AS brands,
            ARRAY(SELECT id FROM discount_campaigns) AS campaigns`,
  );
  return row ?? { categories: [], brands: [], campaigns: [] };
}

export const campaignLabels = (db: Queryable) =>
  db.query<CampaignLabelRow>(
    `SELECT campaign_id AS id, language_id AS "languageId", name, alias
       FROM discount_campaign_translations`,
  );

export const campaignRules = (db: Queryable) =>
  db.query<CampaignRuleRow>(
    `SELECT id, kind, percentage::float8 AS percentage, amount_ore AS "amountOre",
            hide_title AS "hideTitle" FROM discount_campaigns`,
  );

export const listRules = (db: Queryable) =>
  db.query<ListRule>(
    `SELECT id, rule, sort, max_age_days AS "maxAgeDays", top FROM lists ORDER BY sort_order, id`,
  );

export async function termPostings(
  db: Queryable,
  chunk = INDEX_CHUNK.terms,
): Promise<TermPosting[]> {
  const postings: TermPosting[] = [];
  // Keyset pages in (language, term) order, so no statement answers every term at once.
  let after: [number, string] = [-1, ''];
  for (;;) {
    const rows = await db.query<{
      languageId: LanguageId;
      term: string;
      ids: string;
      nameIds: string;
    }>(
      `SELECT language_id AS "languageId", term, encode(product_ids, 'hex') AS ids,
              encode(name_product_ids, 'hex') AS "nameIds"
         FROM search_terms WHERE (language_id, term) > ($1::int, $2::text)
        ORDER BY language_id, term LIMIT $3`,
      [after[0], after[1], chunk],
    );
    for (const r of rows)
      postings.push({ ...r, ids: unpackInts(r.ids), nameIds: unpackInts(r.nameIds) });
    const last = rows.at(-1);
    if (!last || rows.length < chunk) return postings;
    after = [last.languageId, last.term];
  }
}

/** Typeahead words with their lexemes, so most searches need no round trip to stem. */
export const searchWords = (db: Queryable) =>
  db.query<SearchWordRow>(
    `SELECT language_id AS "languageId", word, kind, products, lexeme FROM search_words`,
  );
