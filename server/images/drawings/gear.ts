import { around, mix, polar, type Paint } from '../svg.js';

// Winches, ropes, brackets, ploughs, storage, protection and tie-downs.

const ropeColour = (p: Paint): string => (p.slug.includes('stalvaier') ? '#8d959e' : p.accent);

export function winch(p: Paint): string {
  const rope = ropeColour(p);
  const wraps = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M${158 + i * 11} 168V232" stroke="${mix(rope, '#000', i % 2 ? 0.25 : 0)}" stroke-width="10"/>`,
  ).join('');
  return `<rect x="70" y="262" width="260" height="20" rx="4" fill="url(#d)"/>
<rect x="52" y="156" width="92" height="88" rx="14" fill="url(#d)"/><rect x="60" y="174" width="76" height="12" fill="${p.accent}"/>
<rect x="144" y="150" width="108" height="100" rx="6" fill="url(#m)"/>${wraps}
<rect x="252" y="146" width="92" height="108" rx="12" fill="url(#d)"/><rect x="262" y="162" width="72" height="14" rx="4" fill="url(#mh)"/>
<rect x="140" y="142" width="12" height="124" rx="3" fill="#3a3e44"/><rect x="246" y="142" width="12" height="124" rx="3" fill="#3a3e44"/>
<path d="M200 232Q214 300 232 306" stroke="${rope}" stroke-width="7" fill="none"/>
<path d="M232 306h14a12 12 0 1 1-6 22" stroke="#5b626a" stroke-width="8" fill="none" stroke-linecap="round"/>`;
}

export function rope(p: Paint): string {
  const rope = ropeColour(p);
  const coils = Array.from(
    { length: 6 },
    (_, i) =>
      `<ellipse cx="200" cy="${190 + i * 4}" rx="${134 - i * 12}" ry="${84 - i * 8}" fill="none" stroke="${mix(rope, '#000', i % 2 ? 0.28 : 0.05)}" stroke-width="12"/>`,
  ).join('');
  return `${coils}<path d="M300 220Q330 260 318 296" stroke="${rope}" stroke-width="10" fill="none"/>
<path d="M306 294h26a16 16 0 1 1-10 30" stroke="#5b626a" stroke-width="9" fill="none" stroke-linecap="round"/>`;
}

export function mount(p: Paint): string {
  const holes = [
    [150, 170],
    [250, 170],
    [190, 194],
    [290, 194],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="11" ry="6" fill="#17191c"/>`)
    .join('');
  return `<path d="M70 140H300L350 212H120Z" fill="#50555d"/>${holes}<path d="M70 140L120 212V300L70 232Z" fill="#26282c"/>
<path d="M120 212H350V300H120Z" fill="url(#d)"/><rect x="180" y="236" width="110" height="36" rx="18" fill="#0b0c0e"/>
<circle cx="152" cy="256" r="9" fill="#0b0c0e"/><circle cx="320" cy="256" r="9" fill="#0b0c0e"/>
<path d="M120 212H350" stroke="${p.accent}" stroke-width="5"/>`;
}

export function plough(p: Paint): string {
  return `<path d="M50 110Q200 80 350 110L360 276H40Z" fill="url(#a)"/><path d="M50 110Q200 80 350 110L352 140Q200 112 48 140Z" fill="#fff" opacity=".22"/>
<rect x="36" y="272" width="328" height="22" rx="3" fill="url(#mh)"/>
${[90, 170, 230, 310].map((x) => `<rect x="${x - 4}" y="108" width="8" height="166" fill="${mix(p.accent, '#000', 0.3)}"/>`).join('')}
<rect x="64" y="294" width="34" height="18" rx="6" fill="#2b2d31"/><rect x="302" y="294" width="34" height="18" rx="6" fill="#2b2d31"/>`;
}

export function box(p: Paint): string {
  return `<path d="M82 150H318L306 318H94Z" fill="url(#d)"/><path d="M72 110Q200 84 328 110L320 156H80Z" fill="#2f3237"/>
<path d="M96 126Q200 104 304 126" stroke="${p.accent}" stroke-width="8" fill="none"/>
<rect x="110" y="150" width="26" height="36" rx="4" fill="url(#m)"/><rect x="264" y="150" width="26" height="36" rx="4" fill="url(#m)"/>
<rect x="176" y="170" width="48" height="26" rx="6" fill="url(#m)"/><circle cx="200" cy="183" r="5" fill="#2b2d31"/>
<path d="M106 224H294M110 270H290" stroke="#101113" stroke-width="3"/>`;
}

export function rack(p: Paint): string {
  const bars = [130, 170, 210, 250]
    .map((x) => `<path d="M${x} 150L${x - 30} 262" stroke="#2b2d31" stroke-width="9"/>`)
    .join('');
  return `<path d="M96 150H304L274 262H66Z" fill="none" stroke="url(#d)" stroke-width="16" stroke-linejoin="round"/>${bars}
<path d="M84 206H290" stroke="#2b2d31" stroke-width="9"/><path d="M110 262V304M262 262V304M286 150V196" stroke="#3a3e44" stroke-width="12" stroke-linecap="round"/>
<circle cx="96" cy="150" r="10" fill="${p.accent}"/><circle cx="304" cy="150" r="10" fill="${p.accent}"/>`;
}

export function skidPlate(p: Paint): string {
  const vents = [0, 1, 2]
    .map((i) => `<rect x="${150 + i * 40}" y="190" width="16" height="60" rx="8" fill="#6f7780"/>`)
    .join('');
  const bolts = [
    [96, 136],
    [304, 136],
    [110, 280],
    [290, 280],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#3a3e44"/>`)
    .join('');
  return `<path d="M70 120L330 120L350 170L316 300H84L50 170Z" fill="url(#mh)" stroke="#7d858f" stroke-width="3"/>
<path d="M70 120L330 120L350 170H50Z" fill="#fff" opacity=".25"/>${vents}${bolts}<rect x="170" y="264" width="60" height="10" rx="3" fill="${p.accent}"/>`;
}

export function bumper(p: Paint): string {
  return `<path d="M70 140V250Q70 290 110 290H290Q330 290 330 250V140" fill="none" stroke="url(#d)" stroke-width="22" stroke-linecap="round"/>
<path d="M110 170H290M120 230H280" stroke="#2b2d31" stroke-width="16" stroke-linecap="round"/>
<path d="M160 230V290M240 230V290" stroke="#2b2d31" stroke-width="12"/>
<rect x="52" y="118" width="36" height="30" rx="4" fill="#474b52"/><rect x="312" y="118" width="36" height="30" rx="4" fill="#474b52"/>
<rect x="180" y="276" width="40" height="14" rx="4" fill="${p.accent}"/>`;
}

export function strap(p: Paint): string {
  const roll = Array.from(
    { length: 5 },
    (_, i) =>
      `<circle cx="150" cy="210" r="${96 - i * 16}" fill="none" stroke="${mix(p.accent, '#000', i % 2 ? 0.22 : 0)}" stroke-width="15"/>`,
  ).join('');
  return `${roll}<circle cx="150" cy="210" r="14" fill="#eef0f2"/>
<path d="M240 220H300" stroke="${p.accent}" stroke-width="22"/><rect x="262" y="190" width="60" height="60" rx="8" fill="url(#m)" stroke="#5b626a" stroke-width="3"/>
<path d="M272 200L312 240M312 200L272 240" stroke="#5b626a" stroke-width="5"/><path d="M322 220h16a14 14 0 1 1-6 24" stroke="#5b626a" stroke-width="8" fill="none" stroke-linecap="round"/>`;
}

export function tarp(p: Paint): string {
  const colour = p.variant % 3 === 0 ? '#4f6475' : p.variant % 3 === 1 ? '#5a6069' : '#2f5d8a';
  const layer = (y: number, t: number): string =>
    `<path d="M70 ${y}H330L340 ${y + 40}H60Z" fill="${mix(colour, '#fff', t)}" stroke="${mix(colour, '#000', 0.3)}" stroke-width="2"/>`;
  return `${layer(250, 0)}${layer(210, 0.1)}${layer(170, 0.05)}${layer(130, 0.15)}
${[90, 200, 310].map((x) => `<circle cx="${x}" cy="150" r="7" fill="url(#m)" stroke="#5b626a" stroke-width="2"/>`).join('')}
<path d="M60 290Q200 316 340 290" stroke="${p.accent}" stroke-width="5" fill="none"/>`;
}

export function hinge(p: Paint): string {
  const holes = (xs: number[], y: number): string =>
    xs.map((x) => `<circle cx="${x}" cy="${y}" r="8" fill="#6f7780" stroke="#4b5158"/>`).join('');
  return `<path d="M60 150H196V250H60Q48 200 60 150Z" fill="url(#m)" stroke="#8d959e" stroke-width="2"/>
<path d="M204 170H330L344 200L330 230H204Z" fill="url(#m)" stroke="#8d959e" stroke-width="2"/>
<rect x="188" y="140" width="24" height="120" rx="10" fill="url(#mh)" stroke="#7d858f" stroke-width="2"/>
${holes([96, 150], 176)}${holes([96, 150], 224)}${holes([250, 300], 200)}<rect x="194" y="128" width="12" height="14" fill="${p.accent}"/>`;
}

export function coilCable(p: Paint): string {
  const coils = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="${170 + i * 4}" cy="210" rx="${110 - i * 9}" ry="${70 - i * 6}" fill="none" stroke="${i % 2 ? '#2b2d31' : '#3a3e44'}" stroke-width="9"/>`,
  ).join('');
  const [x, y] = polar(170, 210, 110, -20);
  return `${coils}<path d="M${x} ${y}Q320 140 316 110" stroke="#2b2d31" stroke-width="9" fill="none"/>
<rect x="290" y="64" width="52" height="56" rx="10" fill="url(#d)"/><rect x="300" y="74" width="32" height="10" rx="3" fill="${p.accent}"/>
${around(3, (_, a) => {
  const [px, py] = polar(316, 100, 9, a);
  return `<circle cx="${px}" cy="${py}" r="3" fill="#c9ced4"/>`;
})}`;
}
