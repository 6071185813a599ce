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

/**
 * Packages get a label so a bundle reads differently from a single part: a flat tag with the
 * word (the same in Bokmål and Nynorsk), not a round plus, which read as a quick-add button.
 */
function packageBadge(accent: string): string {
  return `<g transform="translate(286 30)"><rect width="92" height="36" rx="6" fill="${accent}"/>
<text x="46" y="25" text-anchor="middle" font-family="system-ui, sans-serif" font-size="19" font-weight="700" letter-spacing="1.5" fill="#fff">PAKKE</text></g>`;
}
