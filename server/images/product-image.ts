import { accentFor } from './brand-colors.js';
import { isDrawingKey, type DrawingKey } from './drawing-keys.js';
import { DRAWINGS } from './drawing-registry.js';
import { defs, hash, studio, svgDocument } from './svg.js';

export interface ProductFile {
  slug: string;
  drawing: DrawingKey;
  index: number;
}

/** `{slug}--{drawing}-{n}.svg` → its parts, or null for any other name. */
export function parseProductFile(fileName: string): ProductFile | null {
  const match = /^([a-z0-9-]+)--([a-z-]+)-(\d{1,2})\.svg$/.exec(fileName);
  if (!match) return null;
  const [, slug = '', drawing = '', index = '1'] = match;
  return isDrawingKey(drawing) ? { slug, drawing, index: Number(index) } : null;
}

// Image n of a product is the same object seen a little differently, like a photo series.
const VIEWS = [
  { rotate: 0, scale: 1, dx: 0, dy: 0 },
  { rotate: -10, scale: 1.08, dx: 6, dy: 4 },
  { rotate: 9, scale: 0.9, dx: -8, dy: 6 },
  { rotate: -4, scale: 1.18, dx: -8, dy: 12 },
];

export function productSvg(width: number, file: ProductFile, background = '#e8ebee'): string {
  const { draw, shadow } = DRAWINGS[file.drawing];
  const view = VIEWS[(file.index - 1) % VIEWS.length] ?? { rotate: 0, scale: 1, dx: 0, dy: 0 };
  const accent = accentFor(file.slug);
  const paint = { accent, variant: hash(file.slug) % 1000, slug: file.slug };
  const transform = `translate(${200 + view.dx} ${200 + view.dy}) rotate(${view.rotate}) scale(${view.scale * 0.9}) translate(-200 -200)`;
  const bundle = /^[a-z]+pakke-/.test(file.slug) ? packageBadge(accent) : '';
  return svgDocument(
    width,
    `${defs(accent, background)}${studio(shadow * view.scale * 0.9)}<g transform="${transform}">${draw(paint)}</g>${bundle}`,
  );
}

/** Packages get a plus mark so a bundle reads differently from a single part. */
function packageBadge(accent: string): string {
  return `<g transform="translate(318 24)"><circle cx="30" cy="30" r="30" fill="${accent}"/>
<path d="M30 16v28M16 30h28" stroke="#fff" stroke-width="7" stroke-linecap="round"/></g>`;
}
