import { LANGS, LANGUAGE_ID, type ProductRow } from './model.js';
import { insertSql, type SqlValue } from './sql-literal.js';
import type { Queryable } from '../db/types.js';

type Rows = SqlValue[][];

interface Batch {
  products: Rows;
  translations: Rows;
  categories: Rows;
  images: Rows;
  skus: Rows;
  params: Rows;
  parts: Rows;
  campaigns: Rows;
  history: Rows;
}

const emptyBatch = (): Batch => ({
  products: [],
  translations: [],
  categories: [],
  images: [],
  skus: [],
  params: [],
  parts: [],
  campaigns: [],
  history: [],
});

function addProduct(batch: Batch, p: ProductRow): void {
  batch.products.push([
    p.id,
    p.articleNumber,
    p.brandId,
    p.primaryCategoryId,
    p.isPackage,
    p.priceOre,
    25,
    p.isHeavy,
    p.weightGrams,
    p.popularity,
    p.createdAt,
    true,
  ]);
  for (const lang of LANGS) {
    const t = p.text[lang];
    batch.translations.push([
      p.id,
      LANGUAGE_ID[lang],
      t.name,
      t.alias,
      t.shortDescription,
      t.description,
      t.metaTitle,
      t.metaDescription,
      t.searchText,
    ]);
    p.params[lang].forEach(([name, value], index) =>
      batch.params.push([p.id, LANGUAGE_ID[lang], index + 1, name, value]),
    );
  }
  for (const categoryId of p.categoryIds) batch.categories.push([p.id, categoryId]);
  p.images.forEach((file, index) => batch.images.push([p.id, index + 1, file, 1]));
  for (const s of p.skus) {
    batch.skus.push([
      s.id,
      p.id,
      s.name,
      s.sortOrder,
      s.stock,
      s.supplierStock,
      s.oversellable,
      s.isStatic,
      s.incomingDate,
      s.incomingQuantity,
    ]);
  }
  p.parts.forEach((part, index) =>
    batch.parts.push([p.id, part.productId, index + 1, part.quantity]),
  );
  for (const campaignId of p.campaignIds) batch.campaigns.push([campaignId, p.id]);
  for (const point of p.priceHistory ?? [])
    batch.history.push([p.id, point.at, point.regularOre, point.sellingOre]);
}

function batchSql(batch: Batch): string {
  return [
    insertSql(
      'products',
      [
        'id',
        'article_number',
        'brand_id',
        'primary_category_id',
        'is_package',
        'price_inc_vat_ore',
        'vat_rate',
        'is_heavy',
        'weight_grams',
        'popularity',
        'created_at',
        'published',
      ],
      batch.products,
    ),
    insertSql(
      'product_translations',
      [
        'product_id',
        'language_id',
        'name',
        'alias',
        'short_description',
        'description',
        'meta_title',
        'meta_description',
        'search_text',
      ],
      batch.translations,
    ),
    insertSql('product_categories', ['product_id', 'category_id'], batch.categories),
    insertSql('product_images', ['product_id', 'position', 'file_name', 'ratio'], batch.images),
    insertSql(
      'skus',
      [
        'id',
        'product_id',
        'name',
        'sort_order',
        'stock',
        'supplier_stock',
        'oversellable',
        'is_static',
        'incoming_date',
        'incoming_quantity',
      ],
      batch.skus,
    ),
    insertSql(
      'product_parameters',
      ['product_id', 'language_id', 'position', 'name', 'value'],
      batch.params,
    ),
    insertSql(
      'package_parts',
      ['package_id', 'part_product_id', 'position', 'quantity'],
      batch.parts,
    ),
    insertSql('discount_campaign_products', ['campaign_id', 'product_id'], batch.campaigns),
    insertSql(
      'price_history',
      ['product_id', 'changed_at', 'regular_ore', 'selling_ore'],
      batch.history,
    ),
  ].join('');
}

/** Writes products in multi-row INSERT batches; returns how many were written. */
export async function writeProducts(
  tx: Queryable,
  products: Iterable<ProductRow>,
  opts: { batchSize: number; onProgress?: (written: number) => void },
): Promise<number> {
  let batch = emptyBatch();
  let written = 0;
  for (const product of products) {
    addProduct(batch, product);
    if (batch.products.length >= opts.batchSize) {
      await tx.exec(batchSql(batch));
      written += batch.products.length;
      opts.onProgress?.(written);
      batch = emptyBatch();
    }
  }
  if (batch.products.length > 0) {
    await tx.exec(batchSql(batch));
    written += batch.products.length;
    opts.onProgress?.(written);
  }
  return written;
}
