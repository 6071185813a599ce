import { describe, expect, it } from 'vitest';
import { discountStart, lowestBefore } from '../catalogue/price-history-rules.js';
import { buildCatalogue, planCatalogue, DEFAULT_PRODUCTS } from './catalogue.js';
import type { ProductRow } from './model.js';
import { VEHICLES } from '../vehicles/vehicle-models.js';
import { PACKAGE_DEFS } from './data/package-defs.js';

const TODAY = new Date('2025-06-01T00:00:00Z');
const collect = (products: number, seed = 1): ProductRow[] => [
  ...buildCatalogue({ products, seed, today: TODAY }).products,
];

describe('catalogue generator', () => {
  it('makes the default catalogue of at least 3 000 products, about 40 of them packages', () => {
    const products = collect(DEFAULT_PRODUCTS);
    expect(products.length).toBeGreaterThanOrEqual(3000);
    expect(products.filter((p) => p.isPackage).length).toBe(
      planCatalogue(DEFAULT_PRODUCTS).packages,
    );
    expect(planCatalogue(DEFAULT_PRODUCTS).packages).toBeGreaterThanOrEqual(35);
  });

  it('gives no two products of the default catalogue the same name, in either language', () => {
    const products = collect(DEFAULT_PRODUCTS);
    for (const lang of ['nb', 'nn'] as const)
      expect(new Set(products.map((p) => p.text[lang].name)).size).toBe(products.length);
    // A repeated name became a version of its own ("…, versjon 2"), never a year that reads
    // as the vehicle's model year.
    expect(products.some((p) => p.text.nb.name.endsWith(', versjon 2'))).toBe(true);
    expect(products.some((p) => /, versjon \d\d$/.test(p.text.nb.name))).toBe(true);
    expect(products.some((p) => /\d{4}-modell/.test(p.text.nb.name))).toBe(false);
  });

  it('lists what a part fits in its specifications, for models of every make the selector has', () => {
    const fits = collect(DEFAULT_PRODUCTS).flatMap((p) =>
      p.params.nb.filter(([name]) => name === 'Passer til').map(([, value]) => value),
    );
    expect(fits.length).toBeGreaterThan(1000);
    for (const make of new Set(VEHICLES.map((v) => v.make)))
      expect(fits.some((fit) => fit.startsWith(`${make} `))).toBe(true);
    // "Polaris Sportsman 570 2016-2020": a real model and its years.
    expect(fits.every((fit) => /^.+ \d{4}-\d{4}$/.test(fit))).toBe(true);
  });

  it('builds each package of parts for the same machine (or universal ones), and says which', () => {
    const products = collect(DEFAULT_PRODUCTS);
    const byId = new Map(products.map((p) => [p.id, p]));
    const machine = (p: ProductRow | undefined) =>
      p?.params.nb.find(([name]) => name === 'Passer til')?.[1].replace(/ \d{4}-\d{4}$/, '') ??
      null;
    const packages = products.filter((p) => p.isPackage);
    expect(packages.length).toBe(planCatalogue(DEFAULT_PRODUCTS).packages);
    let fitted = 0;
    for (const pkg of packages) {
      const machines = new Set(
        pkg.parts.map((part) => machine(byId.get(part.productId))).filter((m) => m !== null),
      );
      expect(machines.size, pkg.text.nb.name).toBeLessThanOrEqual(1);
      expect(machine(pkg), pkg.text.nb.name).toBe(machines.size === 1 ? [...machines][0] : null);
      if (machines.size === 1) fitted++;
    }
    expect(fitted).toBeGreaterThan(0);
    // Every kind of package is still made (a winch package's mount fits one machine).
    for (const def of PACKAGE_DEFS)
      expect(
        packages.some((p) => p.text.nb.name.startsWith(`${def.title.nb}:`)),
        def.title.nb,
      ).toBe(true);
  });

  it('keeps names unique at 100 000 products', { timeout: 60_000 }, () => {
    const names = new Set<string>();
    let count = 0;
    for (const product of buildCatalogue({ products: 100_000, today: TODAY }).products) {
      names.add(product.text.nb.name);
      count++;
    }
    expect(names.size).toBe(count);
  });

  it("writes 90 days of price history ending at today's price, with campaigns beginning in it", () => {
    const products = collect(DEFAULT_PRODUCTS);
    const from = TODAY.getTime() - 90 * 86_400_000;
    for (const p of products) {
      const history = p.priceHistory ?? [];
      expect(history.length).toBeGreaterThan(0);
      expect(history.at(-1)?.regularOre).toBe(p.priceOre);
      expect(history[0]?.at.getTime()).toBeGreaterThanOrEqual(
        Math.min(from, p.createdAt.getTime()),
      );
    }
    const discounts = products.filter((p) =>
      (p.priceHistory ?? []).some((point) => point.sellingOre < point.regularOre),
    );
    expect(discounts.length).toBeGreaterThan(100);
    expect(products.filter((p) => (p.priceHistory ?? []).length >= 3).length).toBeGreaterThan(50);
  });

  it('never changes a regular price during a sale, so no "before" price is above the page\'s', () => {
    const now = TODAY.getTime();
    let discountedNow = 0;
    for (const p of collect(DEFAULT_PRODUCTS)) {
      const rows = (p.priceHistory ?? []).map((point) => ({ ...point, at: point.at.getTime() }));
      rows.forEach((row, i) => {
        const next = rows[i + 1];
        if (next && row.sellingOre < row.regularOre) expect(next.regularOre).toBe(row.regularOre);
      });
      const start = discountStart(rows, now);
      if (start === null) continue;
      discountedNow++;
      // The Omnibus figure beside "Før {regular}" is never above it.
      expect(lowestBefore(rows, start) ?? 0).toBeLessThanOrEqual(p.priceOre);
    }
    expect(discountedNow).toBeGreaterThan(50);
  });

  it('is deterministic: the same seed gives the same names, prices and stock', () => {
    const summary = (rows: ProductRow[]) =>
      rows.map((p) => [
        p.articleNumber,
        p.text.nb.name,
        p.text.nn.name,
        p.priceOre,
        p.skus.map((s) => s.stock),
      ]);
    expect(summary(collect(400, 7))).toEqual(summary(collect(400, 7)));
    expect(summary(collect(400, 8))).not.toEqual(summary(collect(400, 7)));
  });

  it('has at least 30 categories in at most three levels, with both languages', () => {
    const { categories } = buildCatalogue();
    expect(categories.length).toBeGreaterThanOrEqual(30);
    expect(Math.max(...categories.map((c) => c.path.length))).toBeLessThanOrEqual(3);
    expect(categories.filter((c) => c.parentId === null).map((c) => c.text.nb.name)).toEqual([
      'ATV/UTV-deler',
      'Tilhengerutstyr',
      'Lys',
    ]);
    expect(categories.find((c) => c.key === 'trailer')?.text.nn.name).toBe('Tilhengarutstyr');
    for (const lang of ['nb', 'nn'] as const) {
      const aliases = categories.map((c) => c.text[lang].alias);
      expect(new Set(aliases).size).toBe(aliases.length);
      for (const alias of aliases) expect(alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('has at least 40 brands with unique aliases', () => {
    const { brands } = buildCatalogue().context;
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(new Set(brands.map((b) => b.alias)).size).toBe(brands.length);
    expect(brands.find((b) => b.name === 'K&N')?.alias).toBe('kn');
  });

  it('keeps aliases and article numbers unique and prices in whole kroner', () => {
    const products = collect(DEFAULT_PRODUCTS);
    const owners = new Map<string, number>();
    for (const p of products) {
      for (const alias of [p.text.nb.alias, p.text.nn.alias]) {
        expect(owners.get(alias) ?? p.id).toBe(p.id);
        owners.set(alias, p.id);
      }
      expect(p.priceOre % 100).toBe(0);
      expect(p.priceOre).toBeGreaterThan(0);
      expect(p.skus.length).toBeGreaterThan(0);
    }
    expect(new Set(products.map((p) => p.articleNumber)).size).toBe(products.length);
  });

  it('writes Nynorsk where it differs from Bokmål', () => {
    const products = collect(600);
    const differing = products.filter((p) => p.text.nb.name !== p.text.nn.name);
    expect(differing.length).toBeGreaterThan(products.length / 4);
    const pads = products.find((p) => p.typeKey === 'brake-pads');
    expect(pads?.text.nb.name).toContain('Bremseklosser');
    expect(pads?.text.nn.name).toContain('Bremseklossar');
    expect(products.every((p) => p.text.nb.description !== p.text.nn.description)).toBe(true);
  });

  it('names winches by pulling force so "vinsj 3000" finds them', () => {
    const winches = collect(DEFAULT_PRODUCTS).filter((p) => p.typeKey === 'winches');
    for (const lb of [2500, 3000, 3500, 4500]) {
      expect(winches.some((w) => w.text.nb.name.includes(`vinsj ${lb} lb`))).toBe(true);
    }
    expect(winches.filter((w) => /[45]\d00 lb/.test(w.text.nb.name)).every((w) => w.isHeavy)).toBe(
      true,
    );
  });

  it('files each product under its leaf category and all ancestors', () => {
    const catalogue = buildCatalogue({ products: 600, today: TODAY });
    const products = [...catalogue.products];
    const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
    for (const p of products) {
      const leaf = byId.get(p.primaryCategoryId);
      expect(p.categoryIds).toEqual(leaf?.path);
      expect(catalogue.categories.some((c) => c.parentId === p.primaryCategoryId)).toBe(false);
    }
    expect(catalogue.categories.every((c) => c.imageFile !== null)).toBe(true);
  });
});
