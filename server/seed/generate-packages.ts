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
  /** The machine range it fits ("Polaris Sportsman 570 2019-2023"); null: a universal part. */
  fits: string | null;
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
    fits: product.params.nb.find(([name]) => name === 'Passer til')?.[1] ?? null,
  };
}

/** "Polaris Sportsman 570 2019-2023" -> "Polaris Sportsman 570". */
const machineOf = (fits: string | null): string | null =>
  fits === null ? null : fits.replace(/ \d{4}-\d{4}$/, '');

/** Tries at a main part whose machine the extras can match. */
const MAIN_TRIES = 20;

/** "Warn VRX 35 vinsj 3500 lb med syntetisk tau" → "Warn VRX 35 vinsj 3500 lb" */
const shorten = (name: string): string => name.replace(/,? (med|for|til) .*$/, '');

/**
 * A main part and extras that go together: all the parts made for one machine fit the same one
 * (a brake disc for a TGB sold with pads for a Polaris is no package); universal parts go with
 * any. The machine is the first part's that has one; `fits` is that part's range, the
 * package's own. Null when no main part of MAIN_TRIES finds its extras.
 */
function pickParts(rng: Rng, def: PackageDef, pools: PartPools) {
  const main = pools.get(def.main.type);
  if (!main?.length) return null;
  const extras = def.extras.map((extra) => ({ ...extra, pool: pools.get(extra.type) ?? [] }));
  for (let tries = 0; tries < MAIN_TRIES; tries++) {
    const ref = rng.pick(main);
    let fits = ref.fits;
    const chosen: { ref: PartRef; quantity: number; label: Text2 }[] = [];
    for (const extra of extras) {
      const machine = machineOf(fits);
      const candidates = extra.pool.filter((part) => {
        const theirs = machineOf(part.fits);
        return theirs === null || machine === null || theirs === machine;
      });
      if (candidates.length === 0) break;
      const part = rng.pick(candidates);
      fits ??= part.fits;
      chosen.push({ ref: part, quantity: extra.quantity, label: extra.label });
    }
    if (chosen.length < extras.length) continue;
    return { main: { ref, quantity: def.main.quantity }, extras: chosen, fits };
  }
  return null;
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
      // The machine its parts are made for is the package's: the selector's lists and the cards
      // tell an owner whether it fits.
      params: [
        param('Innhold', 'Innhald', `${partCount} deler`, `${partCount} delar`),
        ...(picked.fits ? [param('Passer til', 'Passar til', picked.fits)] : []),
      ],
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
