import { between, param, same, side, type PartType } from '../part-type.js';

const HITCHES: Record<string, readonly (readonly [string, number])[]> = {
  Knott: [
    ['K 7.5', 750],
    ['K 13', 1300],
    ['K 27', 2700],
    ['K 35', 3500],
  ],
  'AL-KO': [
    ['AK 7', 750],
    ['AK 161', 1600],
    ['AK 270', 2700],
    ['AK 301', 3000],
  ],
  Westfalia: [
    ['WW 8', 800],
    ['WW 30', 3000],
  ],
};

// Trailer parts: couplings, lights, wheels, fittings, tarpaulins, straps and electrics.
export const TRAILER_TYPES: readonly PartType[] = [
  {
    key: 'hitches',
    category: 'couplings',
    drawing: 'hitch',
    share: 3,
    brands: ['Knott', 'AL-KO', 'Westfalia'],
    build(rng, brand) {
      const [model, kg] = rng.pick(HITCHES[brand] ?? [['K 13', 1300]]);
      const bar = rng.pick(['Ø 35 mm', 'Ø 45 mm', 'Ø 50 mm', 'firkant 70 mm']);
      return {
        name: { nb: `${brand} kulekobling ${model}`, nn: `${brand} kulekopling ${model}` },
        intro: {
          nb: `Kulekobling for tilhenger med tillatt totalvekt opptil ${kg} kg. Tydelig indikator viser at koblingen er låst på kula.`,
          nn: `Kulekopling for tilhengar med tillaten totalvekt opp til ${kg} kg. Tydeleg indikator viser at koplinga er låst på kula.`,
        },
        params: [
          param('Tillatt totalvekt', 'Tillaten totalvekt', `${kg} kg`),
          param('Drag', 'Drag', bar),
          param('Kulediameter', 'Kulediameter', '50 mm'),
        ],
        priceKr: between(rng, 590, 1290) * (1 + kg / 2500),
        grams: rng.int(1800, 4500),
      };
    },
  },
  {
    key: 'coupling-heads',
    category: 'couplings',
    drawing: 'coupling',
    share: 2,
    brands: ['Westfalia', 'Knott', 'AL-KO'],
    build(rng, brand) {
      const kg = rng.pick([750, 1300, 2000, 2700, 3500]);
      const dia = rng.pick([35, 45, 50]);
      return {
        name: {
          nb: `${brand} koblingshode ${dia} mm ${kg} kg`,
          nn: `${brand} koplingshovud ${dia} mm ${kg} kg`,
        },
        intro: {
          nb: 'Koblingshode i støpejern med slitasjeindikator. Byttes enkelt med to bolter.',
          nn: 'Koplingshovud i støypejern med slitasjeindikator. Vert bytt enkelt med to boltar.',
        },
        params: [
          param('Tillatt totalvekt', 'Tillaten totalvekt', `${kg} kg`),
          param('Drag', 'Drag', `Ø ${dia} mm`),
        ],
        priceKr: between(rng, 490, 1490),
        grams: rng.int(1500, 3500),
      };
    },
  },
  {
    key: 'trailer-lights',
    category: 'trailer-lights',
    drawing: 'trailer-light',
    share: 4,
    brands: ['Aspöck', 'Jokon', 'Hella'],
    build(rng, brand) {
      const model = rng.pick(
        {
          Aspöck: ['Multipoint III', 'Europoint II', 'Unipoint', 'Ecopoint II'],
          Jokon: ['BBSL 2000', 'L 16', 'BBSL 2050'],
          Hella: ['Valuefit', 'Caraluna'],
        }[brand] ?? ['Lamp'],
      );
      const s = side(rng);
      const led = rng.chance(0.5);
      return {
        name: {
          nb: `${brand} ${model} baklys ${s.nb}${led ? ' LED' : ''}`,
          nn: `${brand} ${model} baklys ${s.nn}${led ? ' LED' : ''}`,
        },
        intro: {
          nb: 'E-merket baklys for tilhenger med blinklys, bremselys og posisjonslys i ett hus.',
          nn: 'E-merkt baklys for tilhengar med blinklys, bremselys og posisjonslys i eitt hus.',
        },
        params: [
          s.param,
          param('Lyskilde', 'Lyskjelde', led ? 'LED' : 'Glødepære'),
          param('Spenning', 'Spenning', '12 V'),
          param('Godkjenning', 'Godkjenning', 'E-merket', 'E-merkt'),
        ],
        priceKr: between(rng, 149, led ? 1290 : 590),
        grams: rng.int(200, 700),
      };
    },
  },
  {
    key: 'jockey-wheels',
    category: 'jockey-wheels',
    drawing: 'jockey-wheel',
    share: 2,
    brands: ['Knott', 'AL-KO', 'Winterhoff', 'Fogelsta', 'Respo'],
    build(rng, brand) {
      const tube = rng.pick([48, 60]);
      const load = rng.pick([150, 200, 300, 500]);
      return {
        name: same(`${brand} Støttehjul ${tube} mm ${load} kg`),
        intro: {
          nb: 'Støttehjul med sveivhåndtak og massivt gummihjul. Gjør det lett å flytte og koble på tilhengeren.',
          nn: 'Støttehjul med sveivhandtak og massivt gummihjul. Gjer det lett å flytte og kople på tilhengaren.',
        },
        params: [
          param('Rørdiameter', 'Røyrdiameter', `${tube} mm`),
          param('Maks last', 'Maks last', `${load} kg`),
        ],
        priceKr: between(rng, 349, 1990),
        grams: rng.int(3000, 8000),
      };
    },
  },
  {
    key: 'nose-wheels',
    category: 'nose-wheels',
    drawing: 'jockey-wheel',
    share: 1,
    brands: ['Knott', 'AL-KO', 'Respo'],
    build(rng, brand) {
      const size = rng.pick(['200x50', '200x60', '220x65', '260x85']);
      const solid = rng.chance(0.6);
      return {
        name: {
          nb: `${brand} Nesehjul ${size} ${solid ? 'massiv gummi' : 'luftfylt'}`,
          nn: `${brand} Nasehjul ${size} ${solid ? 'massiv gummi' : 'luftfylt'}`,
        },
        intro: {
          nb: 'Reservehjul til støttehjulet med kulelager i navet. Massivt hjul kan ikke punktere.',
          nn: 'Reservehjul til støttehjulet med kulelager i navet. Massivt hjul kan ikkje punktere.',
        },
        params: [
          param('Størrelse', 'Storleik', `${size} mm`),
          param('Type', 'Type', solid ? 'Massiv gummi' : 'Luftfylt'),
        ],
        priceKr: between(rng, 149, 599),
        grams: rng.int(800, 2500),
      };
    },
  },
  {
    key: 'hinges',
    category: 'hinges',
    drawing: 'hinge',
    share: 2,
    brands: ['Brenderup', 'Tysse', 'Anssems', 'Respo', 'Fogelsta'],
    build(rng, brand) {
      const item = rng.pick([
        ['Lemhengsel galvanisert', 'Lemhengsle galvanisert'],
        ['Lemlås med fjær', 'Lemlås med fjør'],
        ['Lemlås innfelt', 'Lemlås innfelt'],
        ['Hengselbolt med splint', 'Hengslebolt med splint'],
      ] as const);
      return {
        name: { nb: `${brand} ${item[0]}`, nn: `${brand} ${item[1]}` },
        intro: {
          nb: `Originalt reservedelsbeslag fra ${brand}, varmforsinket for lang levetid i norsk vintervær.`,
          nn: `Originalt reservedelsbeslag frå ${brand}, varmforsinka for lang levetid i norsk vintervêr.`,
        },
        params: [param('Overflate', 'Overflate', 'Varmforsinket', 'Varmforsinka')],
        priceKr: between(rng, 99, 499),
        grams: rng.int(150, 900),
      };
    },
  },
  {
    key: 'tarps',
    category: 'tarps',
    drawing: 'tarp',
    share: 3,
    brands: ['Brenderup', 'Tysse', 'Anssems', 'Fogelsta', 'Respo'],
    build(rng, brand) {
      const net = rng.chance(0.35);
      return {
        name: net
          ? same(`${brand} Lastenett med strikk`)
          : {
              nb: `${brand} Flat presenning med strikk`,
              nn: `${brand} Flat presenning med strikk`,
            },
        intro: net
          ? {
              nb: 'Finmasket lastenett som holder lett last på plass under transport. Strikk rundt hele kanten.',
              nn: 'Finmaska lastenett som held lett last på plass under transport. Strikk rundt heile kanten.',
            }
          : {
              nb: 'Kraftig PVC-presenning med strikk og kroker, tilpasset vanlige tilhengermål.',
              nn: 'Kraftig PVC-presenning med strikk og krokar, tilpassa vanlege tilhengarmål.',
            },
        params: [
          param('Materiale', 'Materiale', net ? 'Polypropylen' : 'PVC 500 g/m²'),
          param('Farge', 'Farge', net ? 'Svart' : 'Grå'),
        ],
        sizes: ['205x125 cm', '258x145 cm', '300x155 cm', '370x175 cm'].slice(0, rng.int(2, 4)),
        priceKr: between(rng, net ? 249 : 590, net ? 899 : 2990),
        grams: rng.int(1200, 6000),
      };
    },
  },
  {
    key: 'straps',
    category: 'straps',
    drawing: 'strap',
    share: 3,
    brands: ['Brenderup', 'Fogelsta', 'Respo', 'Kimpex', 'Moose Utility'],
    build(rng, brand) {
      const tonnes = rng.pick(['0,8', '2', '4', '5']);
      return {
        name: {
          nb: `${brand} Spennbånd ${tonnes} t med skralle`,
          nn: `${brand} Spennband ${tonnes} t med skralle`,
        },
        intro: {
          nb: 'Spennbånd med skralle og kroker for sikker surring av last. Merket etter EN 12195-2.',
          nn: 'Spennband med skralle og krokar for sikker surring av last. Merkt etter EN 12195-2.',
        },
        params: [
          param('Bruddstyrke', 'Brotstyrke', `${tonnes} t`),
          param('Bredde', 'Breidd', `${rng.pick([25, 35, 50])} mm`),
        ],
        sizes: ['4 m', '6 m', '8 m', '10 m'].slice(rng.int(0, 1)),
        priceKr: between(rng, 99, 690),
        grams: rng.int(300, 1800),
      };
    },
  },
  {
    key: 'trailer-wheels',
    category: 'trailer-wheels',
    drawing: 'trailer-wheel',
    share: 2,
    brands: ['Tysse', 'Brenderup', 'Anssems', 'Respo'],
    build(rng, brand) {
      const bolts = rng.pick(['4x100', '4x130', '5x112']);
      return {
        name: {
          nb: `${brand} Tilhengerhjul komplett ${bolts}`,
          nn: `${brand} Tilhengarhjul komplett ${bolts}`,
        },
        intro: {
          nb: 'Komplett hjul med dekk og felg, klart til å monteres på tilhengeren. Fint som reservehjul.',
          nn: 'Komplett hjul med dekk og felg, klart til å monterast på tilhengaren. Fint som reservehjul.',
        },
        params: [
          param('Boltmønster', 'Boltmønster', bolts),
          param('Lastindeks', 'Lastindeks', String(rng.int(80, 98))),
        ],
        sizes: rng
          .sample(['155/70R13', '155R13', '165R13', '185R14', '195/50R13'], rng.int(2, 3))
          .sort(),
        priceKr: between(rng, 690, 1990),
        grams: rng.int(8000, 14000),
      };
    },
  },
  {
    key: 'sockets',
    category: 'sockets',
    drawing: 'socket',
    share: 2,
    brands: ['Jokon', 'Hella', 'Aspöck'],
    build(rng, brand) {
      const pins = rng.pick([7, 13]);
      const plug = rng.chance(0.4);
      const what = plug
        ? { nb: 'Støpsel', nn: 'Støpsel' }
        : { nb: 'Stikkontakt', nn: 'Stikkontakt' };
      return {
        name: { nb: `${brand} ${what.nb} ${pins}-polt`, nn: `${brand} ${what.nn} ${pins}-pola` },
        intro: {
          nb: `${what.nb} med ${pins} pinner for tilhengerlys, med vanntett lokk og gummipakning.`,
          nn: `${what.nn} med ${pins} pinnar for tilhengarlys, med vasstett lok og gummipakning.`,
        },
        params: [param('Pinner', 'Pinnar', String(pins)), param('Spenning', 'Spenning', '12 V')],
        priceKr: between(rng, 99, 399),
        grams: rng.int(80, 250),
      };
    },
  },
  {
    key: 'adapters',
    category: 'adapters',
    drawing: 'cable',
    share: 1,
    brands: ['Jokon', 'Hella', 'Aspöck'],
    build(rng, brand) {
      const [from, to] = rng.pick([
        [13, 7],
        [7, 13],
      ] as const);
      return {
        name: {
          nb: `${brand} Overgangskabel ${from}-${to}-polt`,
          nn: `${brand} Overgangskabel ${from}-${to}-pola`,
        },
        intro: {
          nb: `Overgang fra ${from}-polt bil til ${to}-polt tilhenger, med kort kabel så kontaktene ikke henger løst.`,
          nn: `Overgang frå ${from}-pola bil til ${to}-pola tilhengar, med kort kabel så kontaktane ikkje heng laust.`,
        },
        params: [
          param('Pinner', 'Pinnar', `${from}/${to}`),
          param('Lengde', 'Lengd', `${rng.pick([15, 30])} cm`),
        ],
        priceKr: between(rng, 99, 349),
        grams: rng.int(100, 300),
      };
    },
  },
];
