import { around, mix, polar, sector, type Paint } from '../svg.js';

// Brakes, filters, plugs, belts, bearings, shocks, batteries.

export function brakePad(p: Paint): string {
  const pad = (dx: number, dy: number): string => `<g transform="translate(${dx} ${dy})">
<path d="${sector(200, 330, 150, 232, 232, 308)}" fill="url(#m)" stroke="#7d858f" stroke-width="2"/>
<circle cx="72" cy="178" r="20" fill="url(#m)" stroke="#7d858f" stroke-width="2"/><circle cx="72" cy="178" r="8" fill="#5b626a"/>
<path d="${sector(200, 330, 160, 222, 238, 302)}" fill="#3b3531"/>
<path d="M200 108V168" stroke="#23201e" stroke-width="4"/>
<rect x="150" y="104" width="100" height="10" rx="3" fill="${p.accent}" opacity=".85"/></g>`;
  return pad(-22, -36) + pad(26, 46);
}

export function brakeDisc(p: Paint): string {
  const holes = around(18, (i, a) => {
    const [x, y] = polar(200, 200, i % 2 ? 98 : 112, a);
    return `<circle cx="${x}" cy="${y}" r="5.5" fill="#6f7780"/>`;
  });
  const bolts = around(5, (_, a) => {
    const [x, y] = polar(200, 200, 40, a + 18);
    return `<circle cx="${x}" cy="${y}" r="7" fill="#e9ecef" stroke="#5b626a" stroke-width="3"/>`;
  });
  return `<circle cx="200" cy="200" r="132" fill="url(#m)" stroke="#8a929b" stroke-width="3"/>
<circle cx="200" cy="200" r="122" fill="none" stroke="#c9ced4" stroke-width="2"/>${holes}
<circle cx="200" cy="200" r="64" fill="url(#d)"/><circle cx="200" cy="200" r="20" fill="#e9ecef"/>${bolts}
<path d="${sector(200, 200, 96, 146, 300, 350)}" fill="url(#a)" stroke="${mix(p.accent, '#000', 0.4)}" stroke-width="2"/>`;
}

export function axle(p: Paint): string {
  const boot = (x: number): string =>
    around(
      5,
      (i) =>
        `<ellipse cx="${x + i * 12}" cy="200" rx="9" ry="${30 - Math.abs(2 - i) * 4}" fill="url(#d)"/>`,
    );
  return `<g transform="rotate(-18 200 200)"><rect x="60" y="192" width="280" height="16" rx="6" fill="url(#m)"/>
${boot(86)}${boot(266)}<rect x="42" y="182" width="30" height="36" rx="8" fill="url(#m)" stroke="#7d858f"/>
<rect x="328" y="182" width="30" height="36" rx="8" fill="url(#m)" stroke="#7d858f"/>
<rect x="18" y="192" width="26" height="16" fill="#9aa2ab"/><rect x="356" y="192" width="26" height="16" fill="#9aa2ab"/>
<rect x="186" y="189" width="28" height="22" rx="4" fill="${p.accent}"/></g>`;
}

export function boot(p: Paint): string {
  const ribs = around(
    7,
    (i) =>
      `<ellipse cx="${100 + i * 30}" cy="200" rx="16" ry="${78 - i * 7}" fill="url(#d)" stroke="#0e0f11"/>`,
  );
  return `<g transform="rotate(-10 200 200)">${ribs}<rect x="74" y="116" width="22" height="168" rx="6" fill="url(#m)"/>
<rect x="286" y="160" width="18" height="80" rx="5" fill="url(#m)"/><rect x="74" y="190" width="22" height="20" fill="${p.accent}"/></g>`;
}

export function airFilter(p: Paint): string {
  const pleats = Array.from({ length: 13 }, (_, i) => {
    const x = 132 + i * 11.5;
    return `<path d="M${x} 108L${x - 10 + i * 1.6} 300" stroke="${mix(p.accent, '#000', 0.45)}" stroke-width="3"/>`;
  }).join('');
  return `<path d="M128 100H272L300 306H100Z" fill="url(#a)"/>${pleats}
<rect x="118" y="84" width="164" height="26" rx="8" fill="url(#d)"/><rect x="94" y="298" width="212" height="22" rx="8" fill="url(#m)"/>
<ellipse cx="200" cy="84" rx="58" ry="10" fill="#2b2d31"/>`;
}

export function oilFilter(p: Paint): string {
  return `<rect x="112" y="96" width="176" height="212" rx="22" fill="url(#a)"/>
<rect x="112" y="96" width="176" height="212" rx="22" fill="url(#mh)" opacity=".35"/>
<rect x="112" y="170" width="176" height="64" fill="#f4f5f6" opacity=".9"/><rect x="130" y="190" width="90" height="10" rx="3" fill="${p.accent}"/>
<rect x="130" y="208" width="120" height="6" rx="3" fill="#9aa2ab"/>
<ellipse cx="200" cy="98" rx="88" ry="22" fill="url(#m)" stroke="#7d858f" stroke-width="2"/><ellipse cx="200" cy="98" rx="28" ry="8" fill="#4b5158"/>
${around(8, (_, a) => {
  const [x, y] = polar(200, 98, 52, a);
  return `<ellipse cx="${x}" cy="${y}" rx="7" ry="3" fill="#6f7780"/>`;
})}`;
}

export function sparkPlug(p: Paint): string {
  const threads = Array.from(
    { length: 7 },
    (_, i) => `<rect x="184" y="${262 + i * 7}" width="32" height="4" fill="#8d959e"/>`,
  ).join('');
  return `<g transform="rotate(28 200 200)"><rect x="192" y="40" width="16" height="26" rx="4" fill="url(#m)"/>
<path d="M178 66H222L218 170H182Z" fill="#f6f6f2" stroke="#d6d6cf" stroke-width="2"/>
${around(5, (i) => `<rect x="176" y="${76 + i * 14}" width="48" height="6" rx="3" fill="#e4e4dc"/>`)}
<rect x="184" y="150" width="32" height="10" fill="${p.accent}"/>
<path d="M170 170H230V218L220 232H180L170 218Z" fill="url(#mh)" stroke="#7d858f" stroke-width="2"/>
<rect x="180" y="232" width="40" height="30" fill="url(#mh)"/><rect x="184" y="258" width="32" height="56" fill="url(#mh)"/>${threads}
<path d="M200 314V332H214" stroke="#7d858f" stroke-width="5" fill="none"/></g>`;
}

export function belt(p: Paint): string {
  return `<ellipse cx="200" cy="200" rx="150" ry="104" fill="none" stroke="url(#d)" stroke-width="30"/>
<ellipse cx="200" cy="200" rx="136" ry="92" fill="none" stroke="#0f1012" stroke-width="6" stroke-dasharray="7 6"/>
<ellipse cx="200" cy="200" rx="164" ry="116" fill="none" stroke="#5c6068" stroke-width="2"/>
<path d="M120 106Q200 84 280 106" stroke="${p.accent}" stroke-width="5" fill="none"/>`;
}

export function bearing(p: Paint): string {
  const ring = (
    cx: number,
    cy: number,
    r: number,
  ): string => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#m)" stroke="#7d858f" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="${p.accent}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.64}" fill="url(#mh)"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.44}" fill="#eef0f2" stroke="#8d959e" stroke-width="2"/>`;
  return ring(150, 210, 96) + ring(270, 170, 70);
}

export function shock(_paint: Paint): string {
  const coils = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M162 ${118 + i * 20}Q200 ${104 + i * 20} 238 ${126 + i * 20}" stroke="url(#a)" stroke-width="11" fill="none" stroke-linecap="round"/>`,
  ).join('');
  return `<g transform="rotate(-24 200 200)"><rect x="184" y="60" width="32" height="140" fill="url(#mh)"/>
<rect x="176" y="180" width="48" height="140" rx="6" fill="url(#d)"/>${coils}
<circle cx="200" cy="52" r="18" fill="url(#m)" stroke="#5b626a" stroke-width="6"/><circle cx="200" cy="330" r="18" fill="url(#m)" stroke="#5b626a" stroke-width="6"/>
<rect x="166" y="100" width="68" height="14" rx="5" fill="#2b2d31"/><rect x="166" y="298" width="68" height="14" rx="5" fill="#2b2d31"/></g>`;
}

export function battery(_paint: Paint): string {
  return `<rect x="100" y="126" width="200" height="190" rx="10" fill="url(#d)"/>
<rect x="94" y="108" width="212" height="34" rx="8" fill="#33363b"/>
<rect x="120" y="168" width="160" height="90" rx="6" fill="url(#a)"/>
<path d="M138 190h60M138 206h90M138 222h44" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".85"/>
<path d="M240 236l16-30h-12l8-20" stroke="#fff" stroke-width="6" fill="none" stroke-linejoin="round"/>
<rect x="122" y="88" width="30" height="24" rx="4" fill="#c8102e"/><rect x="248" y="88" width="30" height="24" rx="4" fill="#2b2d31"/>
<path d="M130 100h14M137 93v14M256 100h14" stroke="#fff" stroke-width="3"/>`;
}
