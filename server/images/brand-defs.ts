/** Real makes sold in Norwegian ATV and trailer shops. `prefix` starts article numbers. */
export type BrandKind = 'vehicle' | 'parts' | 'trailer' | 'lights';

export interface BrandDef {
  name: string;
  prefix: string;
  kind: BrandKind;
  /** Accent colour for logos and product illustrations. */
  color: string;
}

const b = (name: string, prefix: string, kind: BrandKind, color: string): BrandDef => ({
  name,
  prefix,
  kind,
  color,
});

export const BRANDS: readonly BrandDef[] = [
  b('Polaris', 'POL', 'vehicle', '#0b4ea2'),
  b('Can-Am', 'CAN', 'vehicle', '#f2c200'),
  b('Yamaha', 'YAM', 'vehicle', '#1d2f8f'),
  b('Honda', 'HON', 'vehicle', '#cc0000'),
  b('Suzuki', 'SUZ', 'vehicle', '#1449a0'),
  b('Kawasaki', 'KAW', 'vehicle', '#2e9e3a'),
  b('CFMoto', 'CFM', 'vehicle', '#00a3b4'),
  b('Arctic Cat', 'ACT', 'vehicle', '#2f7d32'),
  b('TGB', 'TGB', 'vehicle', '#d4252b'),
  b('Kymco', 'KYM', 'vehicle', '#00489a'),
  b('Linhai', 'LIN', 'vehicle', '#e2661a'),
  b('Segway', 'SEG', 'vehicle', '#e03a2f'),
  b('Goes', 'GOE', 'vehicle', '#c5161d'),
  b('Access', 'ACC', 'vehicle', '#3b3b3b'),
  b('Massimo', 'MAS', 'vehicle', '#b3121f'),
  b('Warn', 'WRN', 'parts', '#d71920'),
  b('Superwinch', 'SUP', 'parts', '#e85d04'),
  b('Kimpex', 'KIM', 'parts', '#c8102e'),
  b('EBC', 'EBC', 'parts', '#e30613'),
  b('NGK', 'NGK', 'parts', '#d0021b'),
  b('Denso', 'DEN', 'parts', '#dc0032'),
  b('Maxxis', 'MAX', 'parts', '#e4002b'),
  b('ITP', 'ITP', 'parts', '#ef7d00'),
  b('Kenda', 'KEN', 'parts', '#1b5faa'),
  b('Moose Utility', 'MOO', 'parts', '#6a6f2a'),
  b('All Balls', 'ABR', 'parts', '#0070b8'),
  b('K&N', 'KNF', 'parts', '#d52b1e'),
  b('Hiflofiltro', 'HFF', 'parts', '#00529b'),
  b('Gates', 'GAT', 'parts', '#d22630'),
  b('Varta', 'VAR', 'parts', '#1c3f94'),
  b('Yuasa', 'YUA', 'parts', '#d7001a'),
  b('Tusk', 'TUS', 'parts', '#e0a100'),
  b('Knott', 'KNO', 'trailer', '#00509e'),
  b('AL-KO', 'ALK', 'trailer', '#e2001a'),
  b('Westfalia', 'WES', 'trailer', '#003d7c'),
  b('Brenderup', 'BRE', 'trailer', '#005da9'),
  b('Tysse', 'TYS', 'trailer', '#c20e1a'),
  b('Anssems', 'ANS', 'trailer', '#0066b3'),
  b('Respo', 'RES', 'trailer', '#f39200'),
  b('Fogelsta', 'FOG', 'trailer', '#004b87'),
  b('Winterhoff', 'WIN', 'trailer', '#e30613'),
  b('Jokon', 'JOK', 'trailer', '#f6a800'),
  b('Aspöck', 'ASP', 'trailer', '#ec6608'),
  b('Hella', 'HEL', 'lights', '#1a1a1a'),
  b('Osram', 'OSR', 'lights', '#ff6600'),
  b('Philips', 'PHI', 'lights', '#0b5ed7'),
  b('Strands', 'STR', 'lights', '#e4032e'),
  b('Lazer Lamps', 'LAZ', 'lights', '#e30613'),
  b('Vision X', 'VSX', 'lights', '#d71f26'),
  b('Rigid', 'RIG', 'lights', '#1d1d1b'),
  b('Baja Designs', 'BAJ', 'lights', '#f7a600'),
];
