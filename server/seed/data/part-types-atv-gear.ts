import type { Rng } from '../prng.js';
import { between, fitFor, param, same, vehicleName, type PartType } from '../part-type.js';

const TYRE_SIZES = [
  '25x8-12',
  '25x10-12',
  '26x9-12',
  '26x11-12',
  '26x9-14',
  '26x11-14',
  '27x9-14',
  '27x11-14',
  '28x10-14',
  '30x10-14',
];
const TYRE_PATTERNS: Record<string, readonly string[]> = {
  Maxxis: ['Bighorn 2.0', 'Zilla', 'Coronado', 'Carnivore', 'Mudzilla'],
  ITP: ['Terracross R/T', 'Mud Lite II', 'Blackwater Evolution', 'Cryptid', 'Mega Mayhem'],
  Kenda: ['Bear Claw HTR', 'Executioner', 'Pathfinder', 'Mastodon HT'],
  Tusk: ['TerraBite', 'Mud Force', 'Recon'],
};
const WINCHES: Record<string, readonly (readonly [string, number])[]> = {
  Warn: [
    ['VRX 25', 2500],
    ['RT30', 3000],
    ['VRX 35', 3500],
    ['VRX 45', 4500],
    ['AXON 35-S', 3500],
    ['AXON 45-S', 4500],
  ],
  Superwinch: [
    ['Terra 25', 2500],
    ['LT3000', 3000],
    ['Terra 35', 3500],
    ['Terra 45', 4500],
  ],
  'Moose Utility': [
    ['Aggro 2500', 2500],
    ['Aggro 3000', 3000],
    ['Aggro 3500', 3500],
    ['Aggro 4500', 4500],
  ],
  Kimpex: [
    ['Champion 2500', 2500],
    ['Champion 3000', 3000],
    ['Champion 4500', 4500],
  ],
  Polaris: [
    ['HD 3500', 3500],
    ['PRO HD 4500', 4500],
  ],
  'Can-Am': [
    ['HD 3500', 3500],
    ['HD 4500', 4500],
  ],
};
const BLADES: Record<string, readonly string[]> = {
  'Moose Utility': ['County', 'RM4'],
  Kimpex: ['Click N Go 2'],
  Warn: ['ProVantage'],
  Polaris: ['Glacier Pro'],
  'Can-Am': ['ProMount'],
  Tusk: ['Snow Blade'],
};

/** 3-5 neighbouring tyre sizes: one product is sold in several sizes (skus). */
function tyreSizes(rng: Rng): string[] {
  const start = rng.int(0, TYRE_SIZES.length - 3);
  return TYRE_SIZES.slice(start, start + rng.int(3, 5));
}

export const ATV_GEAR_TYPES: readonly PartType[] = [
  {
    key: 'tyres',
    category: 'tyres',
    drawing: 'tyre',
    share: 6,
    brands: ['Maxxis', 'ITP', 'Kenda', 'Tusk'],
    build(rng, brand) {
      const pattern = rng.pick(TYRE_PATTERNS[brand] ?? ['Allround']);
      const set = rng.chance(0.25);
      const ply = rng.pick([6, 6, 8]);
      const sizes = tyreSizes(rng);
      const mud = /mud|zilla|claw|mayhem|cryptid|executioner/i.test(pattern);
      return {
        name: same(set ? `${brand} ${pattern} dekksett 4 stk` : `${brand} ${pattern} ATV-dekk`),
        intro: mud
          ? {
              nb: `${pattern} er et aggressivt gjørmedekk med dype knaster som renser seg selv. ${set ? 'Sett med fire dekk.' : 'Selges per dekk.'}`,
              nn: `${pattern} er eit aggressivt gjørmedekk med djupe knastar som reinsar seg sjølv. ${set ? 'Sett med fire dekk.' : 'Vert seld per dekk.'}`,
            }
          : {
              nb: `${pattern} er et allsidig dekk for sti, grus og skog med godt grep og lang levetid. ${set ? 'Sett med fire dekk.' : 'Selges per dekk.'}`,
              nn: `${pattern} er eit allsidig dekk for sti, grus og skog med godt grep og lang levetid. ${set ? 'Sett med fire dekk.' : 'Vert seld per dekk.'}`,
            },
        params: [
          param('Størrelse', 'Storleik', sizes.join(', ')),
          param('Lagtall (ply)', 'Lagtal (ply)', `${ply} lag`),
          param('Mønster', 'Mønster', mud ? 'Gjørme' : 'Allround'),
        ],
        sizes,
        priceKr: between(rng, 899, 2490) * (set ? 3.7 : 1),
        grams: rng.int(7000, 11000) * (set ? 4 : 1),
        heavy: set,
      };
    },
  },
  {
    key: 'rims',
    category: 'rims',
    drawing: 'rim',
    share: 3,
    brands: ['ITP', 'Moose Utility', 'Tusk'],
    build(rng, brand) {
      const line = rng.pick(
        {
          ITP: ['SS212', 'SS216', 'Delta Steel', 'Hurricane', 'Tsunami'],
          'Moose Utility': ['393X', '387X'],
          Tusk: ['Teton', 'Cascade'],
        }[brand] ?? ['Alloy'],
      );
      const black = rng.chance(0.6);
      return {
        name: same(`${brand} ${line} felg ${black ? 'svart' : 'sølv'}`),
        intro: {
          nb: `Lett aluminiumsfelg med ${black ? 'matt svart' : 'blank sølv'} finish og forsterket kant som tåler steinete terreng.`,
          nn: `Lett aluminiumsfelg med ${black ? 'matt svart' : 'blank sølv'} finish og forsterka kant som toler steinete terreng.`,
        },
        params: [
          param('Materiale', 'Materiale', 'Aluminium'),
          param('Farge', 'Farge', black ? 'Svart' : 'Sølv'),
        ],
        sizes: rng
          .sample(
            ['12x7 4/110', '12x7 4/115', '14x7 4/110', '14x7 4/137', '14x7 4/156'],
            rng.int(2, 4),
          )
          .sort(),
        priceKr: between(rng, 899, 2490),
        grams: rng.int(3500, 6000),
      };
    },
  },
  {
    key: 'winches',
    category: 'winches',
    drawing: 'winch',
    share: 4,
    brands: ['Warn', 'Superwinch', 'Moose Utility', 'Kimpex', 'Polaris', 'Can-Am'],
    build(rng, brand) {
      const [model, lb] = rng.pick(WINCHES[brand] ?? [['Utility 3000', 3000]]);
      const synthetic = rng.chance(0.55);
      const rope = synthetic ? 'syntetisk tau' : 'stålvaier';
      const kg = Math.round(lb * 0.4536);
      return {
        name: same(`${brand} ${model} vinsj ${lb} lb med ${rope}`),
        intro: {
          nb: `Elektrisk vinsj med ${lb} lb (${kg} kg) trekkraft, ${rope} og fjernkontroll. Tetningsklasse IP68 tåler vann, snø og gjørme.`,
          nn: `Elektrisk vinsj med ${lb} lb (${kg} kg) trekkraft, ${rope} og fjernkontroll. Tettingsklasse IP68 toler vatn, snø og gjørme.`,
        },
        params: [
          param('Trekkraft', 'Trekkraft', `${lb} lb (${kg} kg)`),
          param('Spenning', 'Spenning', '12 V'),
          param('Tau', 'Tau', synthetic ? 'Syntetisk' : 'Stålvaier'),
          param('Taulengde', 'Taulengd', `${lb >= 3500 ? 15 : 12} m`),
          param('IP-klasse', 'IP-klasse', 'IP68'),
        ],
        priceKr: between(rng, 2990, 4490) * (lb / 2500),
        grams: Math.round(lb * 3.2 + rng.int(0, 1500)),
        heavy: lb > 3000,
      };
    },
  },
  {
    key: 'winch-ropes',
    category: 'winch-ropes',
    drawing: 'rope',
    share: 2,
    brands: ['Warn', 'Superwinch', 'Kimpex', 'Moose Utility'],
    build(rng, brand) {
      const synthetic = rng.chance(0.6);
      const dia = synthetic ? rng.pick(['4,8', '5,5', '6']) : rng.pick(['4,8', '5']);
      const metres = rng.pick([12, 15, 18]);
      const what = synthetic ? 'Syntetisk vinsjtau' : 'Stålvaier';
      return {
        name: same(`${brand} ${what} ${dia} mm x ${metres} m`),
        intro: {
          nb: synthetic
            ? 'Lett og sterkt syntetisk tau som flyter og ikke lagrer energi om det ryker.'
            : 'Slitesterk stålvaier med krok og kausch, klar til montering på vinsjtrommelen.',
          nn: synthetic
            ? 'Lett og sterkt syntetisk tau som flyt og ikkje lagrar energi om det ryk.'
            : 'Slitesterk stålvaier med krok og kausch, klar til montering på vinsjtrommelen.',
        },
        params: [
          param('Diameter', 'Diameter', `${dia} mm`),
          param('Lengde', 'Lengd', `${metres} m`),
          param('Bruddstyrke', 'Brotstyrke', `${rng.int(2800, 4500)} kg`),
        ],
        priceKr: between(rng, 690, 1990),
        grams: rng.int(800, 3500),
      };
    },
  },
  {
    key: 'winch-mounts',
    category: 'winch-mounts',
    drawing: 'mount',
    share: 2,
    brands: ['Warn', 'Moose Utility', 'Kimpex', 'Tusk'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      return {
        name: {
          nb: `${brand} Vinsjfeste for ${fit.vehicle}`,
          nn: `${brand} Vinsjfeste til ${fit.vehicle}`,
        },
        intro: {
          nb: 'Vinsjfeste i stål som boltes til rammen uten sveising. Passer vinsjer opp til 4500 lb.',
          nn: 'Vinsjfeste i stål som vert bolta til ramma utan sveising. Passar vinsjar opp til 4500 lb.',
        },
        params: [fit.param, param('Maks trekkraft', 'Maks trekkraft', '4500 lb')],
        priceKr: between(rng, 690, 1990),
        grams: rng.int(1500, 4000),
      };
    },
  },
  {
    key: 'plough-blades',
    category: 'plough-blades',
    drawing: 'plough',
    share: 2,
    brands: ['Moose Utility', 'Kimpex', 'Warn', 'Polaris', 'Can-Am', 'Tusk'],
    build(rng, brand) {
      const line = rng.pick(BLADES[brand] ?? ['Plow']);
      const cm = rng.pick([122, 137, 152, 168, 183]);
      return {
        name: same(`${brand} ${line} plogblad ${cm} cm`),
        intro: {
          nb: `Plogblad i stål med slitestål og fjærbelastet utløser som gir etter for kantstein. ${cm} cm bredde rydder en bred gang på én tur.`,
          nn: `Plogblad i stål med slitestål og fjørbelasta utløysar som gjev etter for kantstein. ${cm} cm breidd ryddar ein brei gang på éin tur.`,
        },
        params: [
          param('Bredde', 'Breidd', `${cm} cm`),
          param('Høyde', 'Høgd', `${rng.pick([38, 43, 46])} cm`),
          param('Materiale', 'Materiale', 'Stål, pulverlakkert'),
        ],
        priceKr: between(rng, 3990, 6990) * (cm / 137),
        grams: rng.int(22000, 38000),
        heavy: true,
      };
    },
  },
  {
    key: 'plough-mounts',
    category: 'plough-mounts',
    drawing: 'mount',
    share: 2,
    brands: ['Moose Utility', 'Kimpex', 'Warn', 'Tusk'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      return {
        name: {
          nb: `${brand} Plogfeste for ${vehicleName(fit, brand)}`,
          nn: `${brand} Plogfeste til ${vehicleName(fit, brand)}`,
        },
        intro: {
          nb: 'Plogfeste med hurtigkobling: plogen kobles av og på på sekunder uten verktøy.',
          nn: 'Plogfeste med snøggkopling: plogen vert kopla av og på på sekund utan verktøy.',
        },
        params: [fit.param, param('Montering', 'Montering', 'Midtmontert', 'Midtmontert')],
        priceKr: between(rng, 990, 2990),
        grams: rng.int(4000, 9000),
      };
    },
  },
];
