import { around, polar, type Paint } from '../svg.js';

// LED lamps, bulbs and beacons: a soft glow sells "light" without any text.

const leds = (xs: number[], y: number, r: number): string =>
  xs
    .map(
      (x) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#m)"/><circle cx="${x}" cy="${y}" r="${r * 0.4}" fill="#fffbe0"/>`,
    )
    .join('');

export function workLight(p: Paint): string {
  const round = p.slug.includes('rundt');
  const grid = [0, 1, 2].flatMap((row) =>
    [0, 1, 2].map((col) => [164 + col * 36, 156 + row * 36] as const),
  );
  const body = round
    ? '<circle cx="200" cy="192" r="104" fill="url(#d)"/><circle cx="200" cy="192" r="84" fill="#26282c"/>'
    : '<rect x="98" y="92" width="204" height="200" rx="22" fill="url(#d)"/><rect x="116" y="110" width="168" height="164" rx="12" fill="#26282c"/>';
  return `<path d="M160 292L146 322H254L240 292" fill="#3a3e44"/><rect x="134" y="316" width="132" height="12" rx="4" fill="#2b2d31"/>
${body}${grid.map(([x, y]) => leds([x], y, 14)).join('')}<circle cx="200" cy="192" r="90" fill="url(#g)" opacity=".35"/>
<rect x="178" y="${round ? 288 : 278}" width="44" height="8" rx="3" fill="${p.accent}"/>`;
}

export function lightBar(p: Paint): string {
  const xs = Array.from({ length: 9 }, (_, i) => 60 + i * 35);
  return `<rect x="26" y="150" width="348" height="92" rx="20" fill="url(#d)"/><rect x="40" y="164" width="320" height="64" rx="10" fill="#1b1d20"/>
${leds(xs, 196, 14)}<rect x="40" y="164" width="320" height="64" rx="10" fill="url(#g)" opacity=".3"/>
<path d="M84 242V292M316 242V292" stroke="#3a3e44" stroke-width="14"/><rect x="60" y="290" width="48" height="12" rx="4" fill="#2b2d31"/>
<rect x="292" y="290" width="48" height="12" rx="4" fill="#2b2d31"/><rect x="170" y="238" width="60" height="8" rx="3" fill="${p.accent}"/>`;
}

export function spotLight(p: Paint): string {
  return `<path d="M180 300L168 326H232L220 300" fill="#3a3e44"/><circle cx="200" cy="190" r="120" fill="url(#d)"/>
<circle cx="200" cy="190" r="108" fill="url(#m)"/><circle cx="200" cy="190" r="96" fill="#dfe3e8"/>
${around(12, (_, a) => {
  const [x, y] = polar(200, 190, 60, a);
  return `<path d="M200 190L${x} ${y}" stroke="#c2c8cf" stroke-width="2"/>`;
})}
<circle cx="200" cy="190" r="96" fill="url(#g)" opacity=".6"/><circle cx="200" cy="190" r="18" fill="#fffbe0" stroke="#c9ced4" stroke-width="4"/>
<path d="M110 120A120 120 0 0 1 160 82" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
}

export function tailLight(p: Paint): string {
  const red = Array.from(
    { length: 12 },
    (_, i) =>
      `<circle cx="${178 + (i % 6) * 24}" cy="${180 + Math.floor(i / 6) * 40}" r="8" fill="#ff4d4d"/>`,
  ).join('');
  return `<rect x="60" y="130" width="280" height="140" rx="36" fill="url(#d)"/><rect x="74" y="144" width="86" height="112" rx="26" fill="#f29100"/>
<rect x="164" y="144" width="162" height="112" rx="26" fill="#b3000c"/>${red}${leds([117], 200, 12)}
<rect x="170" y="270" width="60" height="8" rx="3" fill="${p.accent}"/>`;
}

export function markerLight(p: Paint): string {
  const colour = /-(rod|raud)(-|$)/.test(p.slug)
    ? '#d0121b'
    : /-gul(-|$)/.test(p.slug)
      ? '#f29100'
      : '#f4f6f8';
  return `<rect x="90" y="160" width="220" height="96" rx="48" fill="url(#d)"/><rect x="106" y="174" width="188" height="68" rx="34" fill="${colour}"/>
${[150, 200, 250].map((x) => `<circle cx="${x}" cy="208" r="10" fill="#fff" opacity=".7"/>`).join('')}
<rect x="106" y="174" width="188" height="30" rx="15" fill="#fff" opacity=".25"/><rect x="180" y="256" width="40" height="8" rx="3" fill="${p.accent}"/>`;
}

export function beacon(p: Paint): string {
  return `<rect x="110" y="262" width="180" height="50" rx="10" fill="url(#d)"/><path d="M130 262V170Q130 96 200 96Q270 96 270 170V262Z" fill="#f29100" opacity=".88"/>
<path d="M150 250V176Q150 120 200 116" stroke="#fff" stroke-width="10" fill="none" opacity=".45" stroke-linecap="round"/>
<rect x="176" y="150" width="48" height="100" fill="url(#m)"/><circle cx="200" cy="180" r="80" fill="url(#g)" opacity=".45"/>
<rect x="160" y="290" width="80" height="8" rx="3" fill="${p.accent}"/>`;
}

export function bulb(p: Paint): string {
  return `<g transform="rotate(-20 200 200)"><path d="M166 80Q166 56 200 56Q234 56 234 80V190H166Z" fill="#e9f2fb" stroke="#b9c7d6" stroke-width="3"/>
<path d="M182 110h36M186 130h28" stroke="#c9a227" stroke-width="4"/><circle cx="200" cy="120" r="40" fill="url(#g)" opacity=".6"/>
<rect x="150" y="190" width="100" height="22" rx="4" fill="url(#mh)"/><rect x="164" y="212" width="72" height="70" fill="url(#m)"/>
<rect x="176" y="282" width="10" height="34" fill="#b08d2e"/><rect x="214" y="282" width="10" height="34" fill="#b08d2e"/>
<rect x="150" y="196" width="100" height="6" fill="${p.accent}"/></g>`;
}

export function ledBulb(p: Paint): string {
  const fins = Array.from(
    { length: 7 },
    (_, i) => `<rect x="${154 + i * 14}" y="196" width="8" height="70" fill="#3a3e44"/>`,
  ).join('');
  return `<g transform="rotate(-20 200 200)"><rect x="184" y="62" width="32" height="120" rx="6" fill="url(#mh)"/>
${[84, 118, 152].map((y) => `<rect x="188" y="${y}" width="24" height="16" rx="2" fill="#fffbe0" stroke="#d4b84a"/>`).join('')}
<circle cx="200" cy="118" r="50" fill="url(#g)" opacity=".55"/><rect x="146" y="182" width="108" height="16" rx="4" fill="url(#m)"/>${fins}
<rect x="176" y="266" width="48" height="50" rx="6" fill="url(#d)"/><rect x="146" y="188" width="108" height="5" fill="${p.accent}"/></g>`;
}
