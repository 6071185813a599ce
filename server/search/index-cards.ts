import type { LanguageId } from '../i18n/language.js';
import type { ListIndex } from '../list-index/list-index.js';
import type { ProductCard } from '../catalogue/product-card-cache.js';

/**
 * The product card at a list index position, from the index's card columns: a page of a list
 * or a search needs no database round trip (with PGlite's one connection, a read of cold pages
 * was the largest and least predictable part of a list answer). As fresh as the index: product,
 * translation and image changes bump the catalogue version (migrations 0002, 0010).
 */
export function cardAt(index: ListIndex, position: number, languageId: LanguageId): ProductCard {
  const { cards } = index;
  const id = index.ids[position] ?? 0;
  const flags = cards.flags[position] ?? 0;
  const images = cards.images
    .at(position)
    .split('\t')
    .filter((entry) => entry !== '')
    .map((entry) => {
      const space = entry.lastIndexOf(' ');
      return {
        productId: id,
        fileName: entry.slice(0, space),
        ratio: Number(entry.slice(space + 1)),
      };
    });
  return {
    row: {
      id,
      articleNumber: cards.articles.at(position),
      brandId: index.brand[position] ?? 0,
      primaryCategoryId: index.primaryCategory[position] ?? 0,
      isPackage: (flags & 1) !== 0,
      priceIncVatOre: index.regularOre[position] ?? 0,
      vatRate: (cards.vatBasisPoints[position] ?? 0) / 100,
      isHeavy: (flags & 2) !== 0,
      name: cards.names[languageId].at(position),
      alias: cards.aliases[languageId].at(position),
    },
    images,
  };
}
