import { buildCatalogue } from './server/seed/catalogue.js';
const t = Date.now();
const cat = buildCatalogue({ products: Number(process.argv[2] ?? 3200) });
let n = 0, skus = 0, pk = 0, camp = 0, heavy = 0, diff = 0;
const states = new Map<string, number>();
const types = new Map<string, number>();
let sample: any[] = [];
for (const p of cat.products) {
  n++; skus += p.skus.length; if (p.isPackage) pk++; if (p.campaignIds.length) camp++; if (p.isHeavy) heavy++;
  if (p.text.nb.name !== p.text.nn.name) diff++;
  types.set(p.typeKey, (types.get(p.typeKey) ?? 0) + 1);
  if (n % 97 === 0 || (p.isPackage && sample.length < 40)) sample.push([p.id, p.articleNumber, p.text.nb.name, '|', p.text.nn.name, p.priceOre / 100, p.skus.map(s => s.name).join('/')]);
}
console.log({ n, skus, pk, camp, heavy, diff, ms: Date.now() - t });
console.log([...types.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join(' '));
for (const s of sample.slice(0, 60)) console.log(s.join(' '));
console.log(cat.categories.map(c => `${c.id} ${c.text.nb.url} | ${c.text.nn.url} ${c.imageFile}`).join('\n'));
