import { around, polar, type Paint } from '../svg.js';

// Tyres, rims, tracks and trailer wheels.

function hub(cx: number, cy: number, r: number, p: Paint, spokes: number): string {
  const spokeShapes = around(
    spokes,
    (_, a) =>
      `<path d="M${cx - 9} ${cy}L${cx - 5} ${cy - r * 0.86}H${cx + 5}L${cx + 9} ${cy}Z" fill="url(#d)" transform="rotate(${a} ${cx} ${cy})"/>`,
  );
  const nuts = around(4, (_, a) => {
    const [x, y] = polar(cx, cy, r * 0.22, a + 45);
    return `<circle cx="${x}" cy="${y}" r="${r * 0.05}" fill="#e9ecef"/>`;
  });
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#m)"/><circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="#3a3e44"/>${spokeShapes}
<circle cx="${cx}" cy="${cy}" r="${r * 0.34}" fill="url(#m)"/><circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="${p.accent}"/>${nuts}`;
}

export function tyre(p: Paint): string {
  const knobs = around(
    26,
    (i, a) =>
      `<rect x="188" y="${i % 2 ? 50 : 56}" width="24" height="22" rx="4" fill="#26282c" transform="rotate(${a} 200 200)"/>`,
  );
  return `${knobs}<circle cx="200" cy="200" r="138" fill="url(#d)"/><circle cx="200" cy="200" r="132" fill="none" stroke="#40444b" stroke-width="3"/>
<circle cx="200" cy="200" r="100" fill="none" stroke="#303338" stroke-width="2" stroke-dasharray="4 8"/>${hub(200, 200, 78, p, 6)}`;
}

export function rim(p: Paint): string {
  const black = p.slug.includes('svart');
  const spokes = around(
    p.variant % 2 ? 5 : 6,
    (_, a) =>
      `<path d="M186 200L178 88Q200 78 222 88L214 200Z" fill="${black ? '#2b2d31' : 'url(#mh)'}" stroke="#5b626a" stroke-width="2" transform="rotate(${a} 200 200)"/>`,
  );
  return `<circle cx="200" cy="200" r="138" fill="${black ? '#1d1f22' : 'url(#m)'}" stroke="#5b626a" stroke-width="4"/>
<circle cx="200" cy="200" r="122" fill="#0f1012"/>${spokes}<circle cx="200" cy="200" r="40" fill="url(#m)" stroke="#5b626a" stroke-width="3"/>
${around(4, (_, a) => {
  const [x, y] = polar(200, 200, 26, a + 45);
  return `<circle cx="${x}" cy="${y}" r="5" fill="#2b2d31"/>`;
})}
<circle cx="200" cy="200" r="12" fill="${p.accent}"/>`;
}

export function trailerWheel(p: Paint): string {
  const grooves = around(
    36,
    (_, a) =>
      `<rect x="197" y="64" width="6" height="14" fill="#1a1c1f" transform="rotate(${a} 200 200)"/>`,
  );
  const holes = around(4, (_, a) => {
    const [x, y] = polar(200, 200, 34, a + 45);
    return `<circle cx="${x}" cy="${y}" r="7" fill="#5b626a"/>`;
  });
  return `<circle cx="200" cy="200" r="136" fill="url(#d)"/>${grooves}<circle cx="200" cy="200" r="86" fill="url(#m)" stroke="#8d959e" stroke-width="3"/>
<circle cx="200" cy="200" r="66" fill="#d7dbe0"/>${around(8, (_, a) => {
    const [x, y] = polar(200, 200, 54, a);
    return `<circle cx="${x}" cy="${y}" r="7" fill="#aeb5bd"/>`;
  })}
<circle cx="200" cy="200" r="22" fill="url(#m)" stroke="#7d858f" stroke-width="3"/>${holes}<circle cx="200" cy="200" r="6" fill="${p.accent}"/>`;
}

export function track(p: Paint): string {
  const path = 'M70 292L170 86Q200 66 230 86L340 292Q344 306 326 306H84Q66 306 70 292Z';
  return `<path d="${path}" fill="none" stroke="#1d1f22" stroke-width="34" stroke-linejoin="round"/>
<path d="${path}" fill="none" stroke="#3a3e44" stroke-width="34" stroke-dasharray="8 10" stroke-linejoin="round"/>
<path d="M112 276L196 110L286 276Z" fill="url(#a)" stroke="${p.accent}" stroke-width="8" stroke-linejoin="round"/>
${[
  [110, 282],
  [170, 282],
  [236, 282],
  [294, 282],
]
  .map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="20" fill="url(#m)" stroke="#5b626a" stroke-width="3"/>`,
  )
  .join('')}
${hub(200, 160, 38, p, 5)}`;
}

export function jockeyWheel(_paint: Paint): string {
  return `<rect x="186" y="64" width="28" height="170" rx="4" fill="url(#mh)"/><rect x="180" y="130" width="40" height="50" rx="6" fill="url(#a)"/>
<path d="M200 64V44H262V62" stroke="#5b626a" stroke-width="9" fill="none" stroke-linecap="round"/><rect x="252" y="58" width="20" height="36" rx="8" fill="#2b2d31"/>
<path d="M176 230H224V256L214 268H186L176 256Z" fill="url(#m)"/>
<circle cx="200" cy="278" r="54" fill="url(#d)"/><circle cx="200" cy="278" r="26" fill="url(#m)" stroke="#7d858f" stroke-width="3"/><circle cx="200" cy="278" r="7" fill="#5b626a"/>`;
}
