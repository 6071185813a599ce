import type { ProductModel, ProductRow } from './models.js';
import type { LanguageId } from '../i18n/language.js';
import type { CardRow } from './product-card-cache.js';

/**
 * A product card (lists, cart lines) as the Product type's parent. The long texts a card leaves
 * out are empty unless `texts` brings them: only fields that select them read them. An object
 * literal of one shape rather than a spread of the row: a spread is a slow path in V8, and one
 * shape keeps the resolvers' property reads monomorphic.
 */
export function cardModel(
  row: CardRow,
  languageId: LanguageId,
  card: NonNullable<ProductModel['card']>,
  texts?: ProductRow,
): ProductModel {
  return {
    id: row.id,
    articleNumber: row.articleNumber,
    brandId: row.brandId,
    primaryCategoryId: row.primaryCategoryId,
    isPackage: row.isPackage,
    priceIncVatOre: row.priceIncVatOre,
    vatRate: row.vatRate,
    isHeavy: row.isHeavy,
    name: row.name,
    alias: row.alias,
    shortDescription: texts?.shortDescription ?? '',
    description: texts?.description ?? '',
    metaTitle: texts?.metaTitle ?? '',
    metaDescription: texts?.metaDescription ?? '',
    languageId,
    card,
  };
}
