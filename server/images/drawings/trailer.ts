import { around, polar, type Paint } from '../svg.js';

// Couplings, sockets and trailer lamps.

export function hitch(_paint: Paint): string {
  return `<rect x="40" y="196" width="150" height="40" rx="6" fill="url(#m)" stroke="#7d858f" stroke-width="2"/>
<circle cx="76" cy="216" r="8" fill="#5b626a"/><circle cx="130" cy="216" r="8" fill="#5b626a"/>
<path d="M180 180H290Q336 180 340 224Q342 262 300 268H180Z" fill="url(#m)" stroke="#7d858f" stroke-width="3"/>
<path d="M300 268Q300 300 270 300H238Q214 300 214 268" fill="#8d959e"/>
<path d="M196 182Q226 110 314 126Q338 132 332 150L232 174" fill="url(#a)" stroke="#00000033" stroke-width="2"/>
<rect x="240" y="196" width="44" height="14" rx="4" fill="#2fb344"/>`;
}

export function coupling(_paint: Paint): string {
  return `<rect x="50" y="204" width="130" height="36" rx="18" fill="url(#mh)"/>
<path d="M170 184H280Q328 186 330 228Q330 264 292 270H170Z" fill="url(#m)" stroke="#7d858f" stroke-width="3"/>
<path d="M200 184L222 118Q226 106 240 108L300 120Q312 124 308 136L280 186Z" fill="url(#a)"/>
<circle cx="262" cy="286" r="26" fill="url(#mh)"/><rect x="190" y="210" width="36" height="10" rx="3" fill="#3a3e44"/>`;
}

export function socket(p: Paint): string {
  const pins = around(p.slug.includes('13') ? 12 : 6, (_, a) => {
    const [x, y] = polar(200, 214, 44, a);
    return `<circle cx="${x}" cy="${y}" r="7" fill="#c9a227" stroke="#6b5511" stroke-width="2"/>`;
  });
  return `<rect x="124" y="260" width="152" height="40" rx="8" fill="url(#d)"/>
<circle cx="200" cy="214" r="86" fill="url(#d)"/><circle cx="200" cy="214" r="68" fill="#111214"/>${pins}<circle cx="200" cy="214" r="8" fill="#c9a227"/>
<path d="M118 150Q200 70 282 150L262 162Q200 108 138 162Z" fill="url(#a)"/>`;
}

export function trailerLight(p: Paint): string {
  const cells = (x: number, w: number, colour: string): string =>
    `<rect x="${x}" y="148" width="${w}" height="104" fill="${colour}"/>${Array.from({ length: Math.floor(w / 14) }, (_, i) => `<path d="M${x + 7 + i * 14} 152V248" stroke="#fff" stroke-opacity=".22" stroke-width="3"/>`).join('')}`;
  return `<rect x="52" y="128" width="296" height="144" rx="16" fill="url(#d)"/>
${cells(68, 88, '#f29100')}${cells(160, 112, '#d0121b')}${cells(276, 56, '#eef0f2')}
<rect x="68" y="148" width="264" height="104" fill="url(#g)" opacity=".25"/><rect x="160" y="258" width="80" height="8" rx="3" fill="${p.accent}"/>`;
}
