import { brandByAlias } from './brand-colors.js';
import { mix, svgDocument } from './svg.js';

const FONT = `font-family="'Arial Black','Helvetica Neue',Arial,sans-serif" font-weight="900"`;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A wordmark for `{alias}.svg`: the brand name in its colour; null for an unknown brand. */
export function brandLogoSvg(width: number, fileName: string): string | null {
  const match = /^([a-z0-9-]+)\.svg$/.exec(fileName);
  const brand = match?.[1] ? brandByAlias(match[1]) : undefined;
  if (!brand) return null;
  const name = brand.name.toUpperCase();
  const fontSize = Math.min(86, Math.round(330 / (name.length * 0.72)));
  return svgDocument(
    width,
    `<rect width="400" height="400" fill="#fff"/>
<text x="200" y="${214 + fontSize * 0.1}" text-anchor="middle" font-size="${fontSize}" ${FONT} fill="${brand.color}" letter-spacing="1">${escapeXml(name)}</text>
<rect x="${200 - Math.min(150, name.length * fontSize * 0.36)}" y="${236 + fontSize * 0.1}" width="${Math.min(300, name.length * fontSize * 0.72)}" height="8" rx="4" fill="${mix(brand.color, '#ffffff', 0.35)}"/>`,
  );
}

/** The shop's own logo: a roof over a wheel, and the name. */
export function shopLogoSvg(width: number): string {
  return svgDocument(
    width,
    `<rect width="400" height="400" fill="#fff"/>
<path d="M90 170L200 80L310 170" fill="none" stroke="#c8102e" stroke-width="26" stroke-linejoin="round" stroke-linecap="round"/>
<circle cx="200" cy="178" r="50" fill="#1d1f22"/><circle cx="200" cy="178" r="22" fill="#e4e8ec"/>
<text x="200" y="300" text-anchor="middle" font-size="62" ${FONT} fill="#1d1f22">ATV-HUSET</text>`,
  );
}
