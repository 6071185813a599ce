import type { DrawingKey } from '../images/drawing-keys.js';
import type { CatalogueContext } from './catalogue-context.js';
import { composeProductText } from './compose-text.js';
import {
  LANGS,
  type BrandRow,
  type ByLang,
  type CategoryRow,
  type ProductRow,
  type SkuRow,
} from './model.js';
import type { Param, Text2 } from './part-type.js';
import type { Rng } from './prng.js';
import { slugify } from '../i18n/slug.js';
import { drawStockState, stockFor, type StockState } from './stock.js';
import { uniqueName } from './unique-name.js';

const DAY_MS = 86_400_000;

export interface ProductInput {
  id: number;
  typeKey: string;
  drawing: DrawingKey;
  brand: BrandRow;
  category: CategoryRow;
  name: Text2;
  intro: Text2;
  params: readonly Param[];
  sizes: readonly string[];
  priceOre: number;
  grams: number;
  heavy: boolean;
  isPackage: boolean;
  /** Every sku gets this state (guarantees each state exists even in small catalogues). */
  forcedState: StockState | null;
  extra?: Text2;
  parts?: ProductRow['parts'];
  campaignIds?: number[];
}

function uniqueArticle(ctx: CatalogueContext, rng: Rng, prefix: string): string {
  let article = `${prefix}-${rng.int(100000, 999999)}`;
  while (ctx.articles.has(article)) article = `${prefix}-${rng.int(100000, 999999)}`;
  ctx.articles.add(article);
  return article;
}

function uniqueAlias(ctx: CatalogueContext, name: string, article: string, id: number): string {
  let alias = slugify(name);
  const owner = ctx.aliases.get(alias);
  if (owner !== undefined && owner !== id) alias = `${alias}-${slugify(article)}`;
  ctx.aliases.set(alias, id);
  return alias;
}

function skus(ctx: CatalogueContext, rng: Rng, input: ProductInput): SkuRow[] {
  const names = input.sizes.length > 0 ? input.sizes : ['Standard'];
  return names.map((name, index) => ({
    id: ctx.nextSkuId++,
    name,
    sortOrder: index + 1,
    ...stockFor(rng, input.forcedState ?? drawStockState(rng), ctx.today),
  }));
}

/** Turns a generated part (or package) into the rows of one product. */
export function assembleProduct(
  ctx: CatalogueContext,
  rng: Rng,
  generated: ProductInput,
): ProductRow {
  const input = {
    ...generated,
    name: uniqueName(ctx.names, generated.name),
  };
  const articleNumber = uniqueArticle(ctx, rng, input.brand.prefix);
  const aliasNb = uniqueAlias(ctx, input.name.nb, articleNumber, input.id);
  const aliasNn = uniqueAlias(ctx, input.name.nn, articleNumber, input.id);
  const categories = input.category.path
    .map((id) => ctx.categoryById.get(id))
    .filter((c) => c !== undefined);
  const params = Object.fromEntries(
    LANGS.map((lang) => [lang, input.params.map((p) => p[lang])]),
  ) as ByLang<(readonly [string, string])[]>;
  const text = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      composeProductText(lang, {
        name: input.name[lang],
        alias: lang === 'nb' ? aliasNb : aliasNn,
        intro: input.intro[lang],
        params: params[lang],
        brand: input.brand.name,
        categoryNames: categories.map((c) => c.text[lang].name),
        articleNumber,
        heavy: input.heavy,
        extra: input.extra?.[lang],
      }),
    ]),
  ) as ProductRow['text'];
  const imageCount = rng.weighted([
    [1, 3],
    [2, 3],
    [3, 2],
    [4, 1],
  ] as const);
  return {
    id: input.id,
    typeKey: input.typeKey,
    drawing: input.drawing,
    articleNumber,
    brandId: input.brand.id,
    primaryCategoryId: input.category.id,
    categoryIds: [...input.category.path],
    isPackage: input.isPackage,
    priceOre: input.priceOre,
    isHeavy: input.heavy,
    weightGrams: Math.round(input.grams),
    popularity: Math.round(rng.next() ** 3 * 1000 + (input.isPackage ? 150 : 0)),
    createdAt: new Date(
      ctx.today.getTime() - Math.floor((rng.next() * 730 * DAY_MS) / 1000) * 1000,
    ),
    text,
    params,
    images: Array.from(
      { length: imageCount },
      (_, i) => `${aliasNb}--${input.drawing}-${i + 1}.svg`,
    ),
    skus: skus(ctx, rng, input),
    parts: input.parts ?? [],
    campaignIds: input.campaignIds ?? [],
  };
}
