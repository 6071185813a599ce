import type { Rng } from '../prng.js';
import { between, param, same, type Param, type PartType } from '../part-type.js';

/** Power, voltage, lumen and IP rows shared by the LED lamps. */
function ledParams(rng: Rng, watts: number): Param[] {
  const lumen = Math.round((watts * rng.int(65, 95)) / 10) * 10;
  return [
    param('Effekt', 'Effekt', `${watts} W`),
    param('Spenning', 'Spenning', '12/24 V'),
    param('Lysstyrke', 'Lysstyrke', `${lumen.toLocaleString('nb-NO')} lm`),
    param('IP-klasse', 'IP-klasse', rng.pick(['IP67', 'IP68', 'IP69K'])),
  ];
}

const WORK_LIGHT_MODELS: Record<string, readonly string[]> = {
  Strands: ['Siberia', 'Dark Knight', 'Ultra Power', ''],
  Hella: ['Power Beam', 'Modul 70', 'Valuefit'],
  Osram: ['LEDriving Cube', 'LEDriving Reflector'],
  Philips: ['Ultinon Drive 5050'],
  'Vision X': ['VL Series'],
  Rigid: ['D-Series Pro'],
  'Baja Designs': ['Squadron Sport'],
  'Lazer Lamps': ['Utility-25'],
};

const COLOURS = [
  ['hvit', 'kvit', 'Hvit', 'Kvit'],
  ['gul', 'gul', 'Gul', 'Gul'],
  ['rød', 'raud', 'Rød', 'Raud'],
] as const;

export const LIGHT_TYPES: readonly PartType[] = [
  {
    key: 'work-lights',
    category: 'work-lights',
    drawing: 'work-light',
    share: 6,
    brands: [
      'Strands',
      'Hella',
      'Osram',
      'Philips',
      'Vision X',
      'Rigid',
      'Baja Designs',
      'Lazer Lamps',
    ],
    build(rng, brand) {
      const watts = rng.pick([18, 24, 27, 36, 40, 48, 60, 72]);
      const round = rng.chance(0.45);
      const flood = rng.chance(0.7);
      const model = rng.pick(WORK_LIGHT_MODELS[brand] ?? ['']);
      const title = `${brand}${model ? ` ${model}` : ''} LED arbeidslys ${watts}W`;
      return {
        name: {
          nb: `${title}, ${round ? 'rundt' : 'firkantet'}`,
          nn: `${title}, ${round ? 'rundt' : 'firkanta'}`,
        },
        intro: {
          nb: `Kraftig LED-arbeidslys med ${flood ? 'bredt lysbilde som lyser opp hele arbeidsområdet' : 'samlet lysbilde som når langt'}. Tåler vibrasjoner, høytrykksspyling og kulde.`,
          nn: `Kraftig LED-arbeidslys med ${flood ? 'breitt lysbilete som lyser opp heile arbeidsområdet' : 'samla lysbilete som når langt'}. Toler vibrasjonar, høgtrykksspyling og kulde.`,
        },
        params: [
          ...ledParams(rng, watts),
          param(
            'Lysbilde',
            'Lysbilete',
            flood ? 'Bredt (flood)' : 'Smalt (spot)',
            flood ? 'Breitt (flood)' : 'Smalt (spot)',
          ),
          param('Form', 'Form', round ? 'Rund' : 'Firkantet', round ? 'Rund' : 'Firkanta'),
        ],
        priceKr: between(rng, 299, 1290) * (watts / 30),
        grams: rng.int(300, 1200),
      };
    },
  },
  {
    key: 'light-bars',
    category: 'light-bars',
    drawing: 'light-bar',
    share: 4,
    brands: ['Lazer Lamps', 'Strands', 'Vision X', 'Rigid', 'Baja Designs', 'Osram'],
    build(rng, brand) {
      const inches = rng.pick([10, 14, 20, 22, 28, 32, 40, 50]);
      const watts = inches * rng.int(4, 6);
      return {
        name: same(`${brand} LED-lysbar ${inches}" ${watts}W`),
        intro: {
          nb: `LED-lysbar på ${Math.round(inches * 2.54)} cm som gjør natt til dag på skogsbilvei og jorde. E-merket for bruk på vei.`,
          nn: `LED-lysbar på ${Math.round(inches * 2.54)} cm som gjer natt til dag på skogsbilveg og jorde. E-merkt for bruk på veg.`,
        },
        params: [
          ...ledParams(rng, watts),
          param('Lengde', 'Lengd', `${Math.round(inches * 2.54)} cm`),
          param('Godkjenning', 'Godkjenning', 'E-merket (ECE R112)', 'E-merkt (ECE R112)'),
        ],
        priceKr: between(rng, 990, 2490) * (inches / 12),
        grams: rng.int(800, 5000),
      };
    },
  },
  {
    key: 'driving-lights',
    category: 'driving-lights',
    drawing: 'spot-light',
    share: 3,
    brands: ['Hella', 'Strands', 'Lazer Lamps', 'Osram'],
    build(rng, brand) {
      const model = rng.pick(
        {
          Hella: ['Luminator LED', 'Rallye 3003', 'Jumbo 320 FF'],
          Strands: ['Ambush 9"', 'Dark Knight Intense 9"'],
          'Lazer Lamps': ['Sentinel 9"', 'Sentinel Elite 9"'],
          Osram: ['LEDriving FX500', 'LEDriving FX250'],
        }[brand] ?? ['LED 9"'],
      );
      const ref = rng.pick([17.5, 25, 37.5, 45, 50]);
      return {
        name: same(`${brand} ${model} ekstralys`),
        intro: {
          nb: `Rundt fjernlys med referansetall ${String(ref).replace('.', ',')}. Lang rekkevidde og skarp lysfordeling gjør elgen synlig i god tid.`,
          nn: `Rundt fjernlys med referansetal ${String(ref).replace('.', ',')}. Lang rekkjevidd og skarp lysfordeling gjer elgen synleg i god tid.`,
        },
        params: [
          ...ledParams(rng, rng.pick([30, 45, 60, 90])),
          param('Referansetall', 'Referansetal', String(ref).replace('.', ',')),
        ],
        priceKr: between(rng, 990, 6990),
        grams: rng.int(900, 2600),
      };
    },
  },
  {
    key: 'wiring-kits',
    category: 'wiring-kits',
    drawing: 'cable',
    share: 2,
    brands: ['Strands', 'Hella', 'Lazer Lamps', 'Osram'],
    build(rng, brand) {
      const lamps = rng.pick([1, 2]);
      return {
        name: {
          nb: `${brand} Kabelsett for ekstralys med relé, ${lamps} lykt${lamps > 1 ? 'er' : ''}`,
          nn: `${brand} Kabelsett til ekstralys med relé, ${lamps} lykt${lamps > 1 ? 'er' : ''}`,
        },
        intro: {
          nb: 'Komplett kabelsett med relé, sikring og bryter. Kobles til fjernlyset slik at ekstralyset følger lysskiftet.',
          nn: 'Komplett kabelsett med relé, sikring og brytar. Vert kopla til fjernlyset slik at ekstralyset følgjer lysskiftet.',
        },
        params: [
          param('Antall lykter', 'Tal på lykter', String(lamps)),
          param('Spenning', 'Spenning', '12 V'),
        ],
        priceKr: between(rng, 299, 799),
        grams: rng.int(400, 900),
      };
    },
  },
  {
    key: 'tail-lights',
    category: 'tail-lights',
    drawing: 'tail-light',
    share: 3,
    brands: ['Strands', 'Hella', 'Aspöck', 'Jokon'],
    build(rng, brand) {
      const functions = rng.pick([3, 4, 5]);
      return {
        name: {
          nb: `${brand} LED baklys ${functions} funksjoner`,
          nn: `${brand} LED-baklys ${functions} funksjonar`,
        },
        intro: {
          nb: `LED-baklys med ${functions} funksjoner i ett kompakt hus. Lang levetid og ingen pærer å bytte.`,
          nn: `LED-baklys med ${functions} funksjonar i eitt kompakt hus. Lang levetid og ingen pærer å byte.`,
        },
        params: [
          param('Funksjoner', 'Funksjonar', String(functions)),
          param('Spenning', 'Spenning', '12/24 V'),
        ],
        priceKr: between(rng, 199, 1490),
        grams: rng.int(200, 800),
      };
    },
  },
  {
    key: 'marker-lights',
    category: 'marker-lights',
    drawing: 'marker-light',
    share: 3,
    brands: ['Hella', 'Strands', 'Aspöck', 'Jokon'],
    build(rng, brand) {
      const [nb, nn, nbValue, nnValue] = rng.pick(COLOURS);
      return {
        name: { nb: `${brand} Markeringslys LED ${nb}`, nn: `${brand} Markeringslys LED ${nn}` },
        intro: {
          nb: 'Lite og robust markeringslys i LED som gjør kjøretøyet synlig fra siden og bakfra.',
          nn: 'Lite og robust markeringslys i LED som gjer køyretøyet synleg frå sida og bakfrå.',
        },
        params: [
          param('Farge', 'Farge', nbValue, nnValue),
          param('Spenning', 'Spenning', '12/24 V'),
        ],
        priceKr: between(rng, 79, 349),
        grams: rng.int(50, 200),
      };
    },
  },
  {
    key: 'beacons',
    category: 'beacons',
    drawing: 'beacon',
    share: 2,
    brands: ['Strands', 'Hella', 'Osram'],
    build(rng, brand) {
      const magnet = rng.chance(0.5);
      return {
        name: {
          nb: `${brand} Varsellys LED gul, ${magnet ? 'magnetfeste' : 'boltefeste'}`,
          nn: `${brand} Varsellys LED gul, ${magnet ? 'magnetfeste' : 'boltfeste'}`,
        },
        intro: {
          nb: 'Roterende LED-varsellys godkjent etter ECE R65. Synlig på lang avstand ved brøyting og arbeid langs vei.',
          nn: 'Roterande LED-varsellys godkjent etter ECE R65. Synleg på lang avstand ved brøyting og arbeid langs veg.',
        },
        params: [
          param('Farge', 'Farge', 'Gul'),
          param('Feste', 'Feste', magnet ? 'Magnet' : 'Bolter', magnet ? 'Magnet' : 'Boltar'),
          param('Godkjenning', 'Godkjenning', 'ECE R65'),
          param('Spenning', 'Spenning', '12/24 V'),
        ],
        priceKr: between(rng, 490, 2990),
        grams: rng.int(300, 1200),
      };
    },
  },
  {
    key: 'halogen-bulbs',
    category: 'halogen-bulbs',
    drawing: 'bulb',
    share: 2,
    brands: ['Osram', 'Philips'],
    build(rng, brand) {
      const line = rng.pick(
        brand === 'Osram'
          ? ['Night Breaker Laser', 'Cool Blue Intense', 'Original Line']
          : ['X-tremeVision Pro150', 'WhiteVision Ultra', 'Vision'],
      );
      const socket = rng.pick(['H1', 'H3', 'H4', 'H7', 'H11', 'HB3']);
      return {
        name: same(`${brand} ${line} ${socket} halogenpære 12V`),
        intro: {
          nb: `Halogenpære med sokkel ${socket}, mer lys på veien enn en standardpære. Selges i par så lyset blir likt på begge sider.`,
          nn: `Halogenpære med sokkel ${socket}, meir lys på vegen enn ei standardpære. Vert seld i par så lyset vert likt på begge sider.`,
        },
        params: [
          param('Sokkel', 'Sokkel', socket),
          param('Effekt', 'Effekt', socket === 'H4' ? '60/55 W' : '55 W'),
          param('Spenning', 'Spenning', '12 V'),
          param('Innhold', 'Innhald', '2 stk'),
        ],
        priceKr: between(rng, 99, 399),
        grams: 60,
      };
    },
  },
  {
    key: 'led-bulbs',
    category: 'led-bulbs',
    drawing: 'led-bulb',
    share: 2,
    brands: ['Osram', 'Philips'],
    build(rng, brand) {
      const line = brand === 'Osram' ? 'Night Breaker LED' : 'Ultinon Pro6000 LED';
      const socket = rng.pick(['H4', 'H7', 'H11', 'W5W', 'P21W']);
      return {
        name: same(`${brand} ${line} ${socket} LED-pære`),
        intro: {
          nb: `LED-pære med sokkel ${socket} og kjølig hvitt lys på 6000 K. Trekker mindre strøm enn halogen.`,
          nn: `LED-pære med sokkel ${socket} og kjølig kvitt lys på 6000 K. Trekkjer mindre straum enn halogen.`,
        },
        params: [
          param('Sokkel', 'Sokkel', socket),
          param('Fargetemperatur', 'Fargetemperatur', '6000 K'),
          param('Spenning', 'Spenning', '12 V'),
        ],
        priceKr: between(rng, 299, 1490),
        grams: 80,
      };
    },
  },
];
