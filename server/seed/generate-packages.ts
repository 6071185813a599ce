import type { DrawingKey } from '../images/drawing-keys.js';
import { assembleProduct } from './assemble-product.js';
import { escapeHtml } from './compose-text.js';
import type { CatalogueContext } from './catalogue-context.js';
import { PACKAGE_DEFS, type PackageDef } from './data/package-defs.js';
import type { ProductRow } from './model.js';
import { param, type Text2 } from './part-type.js';
import { packagePriceOre } from './prices.js';
import type { Rng } from './prng.js';

/** What a package needs to know about a part: kept for every product, so it stays small. */
export interface PartRef {
  id: number;
  name: Text2;
  priceOre: number;
  brandId: number;
  categoryId: number;
  drawing: DrawingKey;
  heavy: boolean;
  grams: number;
}

export type PartPools = Map<string, PartRef[]>;

export function toPartRef(product: ProductRow): PartRef {
  return {
    id: product.id,
    name: { nb: product.text.nb.name, nn: product.text.nn.name },
    priceOre: product.priceOre,
    brandId: product.brandId,
    categoryId: product.primaryCategoryId,
    drawing: product.drawing,
    heavy: product.isHeavy,
    grams: product.weightGrams,
  };
}

/** "Warn VRX 35 vinsj 3500 lb med syntetisk tau" → "Warn VRX 35 vinsj 3500 lb" */
const shorten = (name: string): string => name.replace(/,? (med|for|til) .*$/, '');

function pickParts(rng: Rng, def: PackageDef, pools: PartPools) {
  const main = pools.get(def.main.type);
  if (!main?.length) return null;
  const extras = def.extras.map((extra) => ({ ...extra, pool: pools.get(extra.type) ?? [] }));
  if (extras.some((extra) => extra.pool.length === 0)) return null;
  return {
    main: { ref: rng.pick(main), quantity: def.main.quantity },
    extras: extras.map((extra) => ({
      ref: rng.pick(extra.pool),
      quantity: extra.quantity,
      label: extra.label,
    })),
  };
}

/** Packages with ids firstId.., each built from normal products of the pools. */
export function* generatePackages(
  ctx: CatalogueContext,
  pools: PartPools,
  firstId: number,
  count: number,
): Generator<ProductRow> {
  const rng = ctx.rng('packages');
  for (let made = 0, attempt = 0; made < count && attempt < count * 4; attempt++) {
    const def = PACKAGE_DEFS[attempt % PACKAGE_DEFS.length];
    const picked = def ? pickParts(rng, def, pools) : null;
    if (!def || !picked) continue;
    const lines = [picked.main, ...picked.extras];
    const sumOre = lines.reduce((sum, line) => sum + line.ref.priceOre * line.quantity, 0);
    const priceOre = packagePriceOre(sumOre);
    const brand = ctx.brandById.get(picked.main.ref.brandId);
    const category = ctx.categoryById.get(picked.main.ref.categoryId);
    if (!brand || !category) continue;
    const name = (lang: 'nb' | 'nn'): string => {
      const mainQuantity = picked.main.quantity > 1 ? `${picked.main.quantity} × ` : '';
      return `${def.title[lang]}: ${mainQuantity}${shorten(picked.main.ref.name[lang])} + ${picked.extras.map((e) => e.label[lang]).join(' + ')}`;
    };
    const contents = (lang: 'nb' | 'nn'): string => {
      const items = lines
        .map((line) => `<li>${line.quantity} × ${escapeHtml(line.ref.name[lang])}</li>`)
        .join('');
      return lang === 'nb'
        ? `<p><strong>Pakken inneholder</strong></p><ul>${items}</ul>`
        : `<p><strong>Pakken inneheld</strong></p><ul>${items}</ul>`;
    };
    const partCount = lines.reduce((sum, line) => sum + line.quantity, 0);
    yield assembleProduct(ctx, rng, {
      id: firstId + made,
      typeKey: 'package',
      drawing: picked.main.ref.drawing,
      brand,
      category,
      name: { nb: name('nb'), nn: name('nn') },
      intro: def.intro,
      params: [param('Innhold', 'Innhald', `${partCount} deler`, `${partCount} delar`)],
      sizes: [],
      priceOre,
      grams: lines.reduce((sum, line) => sum + line.ref.grams * line.quantity, 0),
      heavy: lines.some((line) => line.ref.heavy),
      isPackage: true,
      forcedState: 'many',
      extra: { nb: contents('nb'), nn: contents('nn') },
      parts: lines.map((line) => ({ productId: line.ref.id, quantity: line.quantity })),
    });
    made++;
  }
}
