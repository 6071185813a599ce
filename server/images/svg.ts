/** Shared SVG pieces. Drawings use a 400 × 400 canvas: object around the centre, floor at y ≈ 330. */

export interface Paint {
  accent: string;
  /** 0..999 from the file name: lets a drawing vary details between products. */
  variant: number;
  slug: string;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = channels(a);
  const [r2, g2, b2] = channels(b);
  const c = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

/** FNV-1a: stable small numbers from strings for per-image variation. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const lin = (id: string, stops: string, vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops}</linearGradient>`;
const stop = (offset: number, color: string, opacity = 1): string =>
  `<stop offset="${offset}" stop-color="${color}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`;

/** Gradients every drawing may use: m/mh metal, d dark plastic/rubber, a accent, g glow, s shadow. */
export function defs(accent: string, background: string): string {
  return `<defs>${[
    `<radialGradient id="bg" cx=".5" cy=".42" r=".75">${stop(0, '#ffffff')}${stop(1, background)}</radialGradient>`,
    `<radialGradient id="s">${stop(0, '#000', 0.28)}${stop(1, '#000', 0)}</radialGradient>`,
    `<radialGradient id="g">${stop(0, '#fffbe0')}${stop(0.5, '#ffe98a', 0.5)}${stop(1, '#ffe98a', 0)}</radialGradient>`,
    lin(
      'm',
      stop(0, '#f5f7f9') + stop(0.45, '#b7bec6') + stop(0.55, '#9aa2ab') + stop(1, '#dde1e5'),
    ),
    lin('mh', stop(0, '#9aa2ab') + stop(0.4, '#f1f3f5') + stop(1, '#8d959e'), false),
    lin('d', stop(0, '#575c64') + stop(1, '#17191c')),
    lin(
      'a',
      stop(0, mix(accent, '#ffffff', 0.35)) +
        stop(0.6, accent) +
        stop(1, mix(accent, '#000000', 0.35)),
    ),
  ].join('')}</defs>`;
}

/** The studio: soft background and a floor shadow of the given width. */
export function studio(shadowWidth = 250): string {
  return `<rect width="400" height="400" fill="url(#bg)"/><ellipse cx="200" cy="334" rx="${shadowWidth / 2}" ry="16" fill="url(#s)"/>`;
}

export function svgDocument(width: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 400 400">${content}</svg>`;
}

/** Items repeated around a centre: `draw(i, angleDegrees)` for i in 0..count-1. */
export function around(count: number, draw: (index: number, angle: number) => string): string {
  return Array.from({ length: count }, (_, i) => draw(i, (360 / count) * i)).join('');
}

export const r1 = (value: number): number => Math.round(value * 10) / 10;

/** Point on a circle, angle in degrees (0 = right, clockwise). */
export function polar(cx: number, cy: number, radius: number, angle: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [r1(cx + radius * Math.cos(rad)), r1(cy + radius * Math.sin(rad))];
}

/** A ring sector (annulus slice) as a path. */
export function sector(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  from: number,
  to: number,
): string {
  const [x1, y1] = polar(cx, cy, outer, from);
  const [x2, y2] = polar(cx, cy, outer, to);
  const [x3, y3] = polar(cx, cy, inner, to);
  const [x4, y4] = polar(cx, cy, inner, from);
  const large = to - from > 180 ? 1 : 0;
  return `M${x1} ${y1}A${outer} ${outer} 0 ${large} 1 ${x2} ${y2}L${x3} ${y3}A${inner} ${inner} 0 ${large} 0 ${x4} ${y4}Z`;
}
