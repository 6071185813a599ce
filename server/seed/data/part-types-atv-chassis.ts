import {
  between,
  fitFor,
  param,
  position,
  same,
  vehicleName,
  VEHICLE_MAKES,
  type PartType,
} from '../part-type.js';

// Belts, tracks, bearings, shocks, batteries and the protection/storage parts bolted to the frame.
export const ATV_CHASSIS_TYPES: readonly PartType[] = [
  {
    key: 'drive-belts',
    category: 'drive-belts',
    drawing: 'belt',
    share: 4,
    brands: ['Gates', 'EBC', ...VEHICLE_MAKES],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const code =
        brand === 'Gates'
          ? `${rng.int(20, 49)}G${rng.int(3000, 4999)}`
          : brand === 'EBC'
            ? `CVT${rng.int(1000, 6999)}`
            : `${rng.int(3211000, 3211199)}`;
      const target = vehicleName(fit, brand);
      return {
        name: {
          nb: `${brand} Drivrem ${code} for ${target}`,
          nn: `${brand} Drivreim ${code} til ${target}`,
        },
        intro: {
          nb: 'Forsterket drivrem for variatoren som tåler varme og høyt dreiemoment. Ha alltid en reservereim med på tur.',
          nn: 'Forsterka drivreim til variatoren som toler varme og høgt dreiemoment. Ha alltid ei reservereim med på tur.',
        },
        params: [
          fit.param,
          param('Bredde', 'Breidd', `${rng.int(30, 36)} mm`),
          param('Lengde', 'Lengd', `${rng.int(980, 1120)} mm`),
        ],
        priceKr: between(rng, 899, 3490),
        grams: rng.int(600, 1200),
      };
    },
  },
  {
    key: 'tracks',
    category: 'tracks',
    drawing: 'track',
    share: 1,
    brands: ['Kimpex', 'Polaris', 'Can-Am'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const line =
        brand === 'Kimpex'
          ? rng.pick(['Apache 360 LT', 'Commander', 'WSS4 Trax'])
          : brand === 'Polaris'
            ? 'Prospector Pro'
            : 'Apache Backcountry';
      const target = vehicleName(fit, brand);
      return {
        name: {
          nb: `${brand} ${line} beltesett for ${target}`,
          nn: `${brand} ${line} beltesett til ${target}`,
        },
        intro: {
          nb: 'Beltesett som gjør ATV-en klar for dyp snø og myr. Leveres komplett med monteringssett og styrebegrenser.',
          nn: 'Beltesett som gjer ATV-en klar for djup snø og myr. Vert levert komplett med monteringssett og styreavgrensar.',
        },
        params: [
          fit.param,
          param('Antall belter', 'Tal på belte', '4'),
          param('Vekt', 'Vekt', `${rng.int(110, 160)} kg`),
        ],
        priceKr: between(rng, 34900, 89900),
        grams: rng.int(110000, 160000),
        heavy: true,
      };
    },
  },
  {
    key: 'wheel-bearings',
    category: 'wheel-bearings',
    drawing: 'bearing',
    share: 3,
    brands: ['All Balls', 'Tusk', 'Kimpex'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const pos = position(rng);
      const code = brand === 'All Balls' ? `25-${rng.int(1000, 1799)}` : `WB-${rng.int(100, 999)}`;
      return {
        name: {
          nb: `${brand} Hjullagersett ${code} ${pos.nb} for ${fit.vehicle}`,
          nn: `${brand} Hjullagersett ${code} ${pos.nn} til ${fit.vehicle}`,
        },
        intro: {
          nb: 'Komplett hjullagersett med lagre og pakninger. Doble tetninger holder vann og gjørme ute.',
          nn: 'Komplett hjullagersett med lager og pakningar. Doble tetningar held vatn og gjørme ute.',
        },
        params: [fit.param, pos.param],
        priceKr: between(rng, 249, 899),
        grams: rng.int(200, 600),
      };
    },
  },
  {
    key: 'shocks',
    category: 'shocks',
    drawing: 'shock',
    share: 3,
    brands: ['Kimpex', 'Tusk', ...VEHICLE_MAKES],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const pos = position(rng);
      const target = vehicleName(fit, brand);
      return {
        name: {
          nb: `${brand} Støtdemper ${pos.nb} for ${target}`,
          nn: `${brand} Støytdempar ${pos.nn} til ${target}`,
        },
        intro: {
          nb: 'Gassfylt støtdemper med justerbar fjærforspenning. Gir bedre veigrep og mer komfort med last.',
          nn: 'Gassfylt støytdempar med justerbar fjørforspenning. Gjev betre veggrep og meir komfort med last.',
        },
        params: [
          fit.param,
          pos.param,
          param('Justering', 'Justering', 'Fjærforspenning, 5 trinn', 'Fjørforspenning, 5 steg'),
        ],
        priceKr: between(rng, 1490, 8990),
        grams: rng.int(1800, 3500),
      };
    },
  },
  {
    key: 'batteries',
    category: 'batteries',
    drawing: 'battery',
    share: 3,
    brands: ['Yuasa', 'Varta'],
    build(rng, brand) {
      const [code, ah, cca] = rng.pick([
        ['YTX20L-BS', 18, 270],
        ['YTX14-BS', 12, 200],
        ['YTX12-BS', 10, 180],
        ['YTZ10S', 8.6, 190],
        ['YB30L-B', 30, 300],
        ['YTX9-BS', 8, 135],
      ] as const);
      const name = brand === 'Varta' ? `Varta Powersports AGM ${code}` : `Yuasa ${code} AGM`;
      return {
        name: {
          nb: `${name} batteri 12 V ${String(ah).replace('.', ',')} Ah`,
          nn: `${name} batteri 12 V ${String(ah).replace('.', ',')} Ah`,
        },
        intro: {
          nb: 'Vedlikeholdsfritt AGM-batteri som starter sikkert i kulde. Leveres fylt og ladet, klart til bruk.',
          nn: 'Vedlikehaldsfritt AGM-batteri som startar sikkert i kulde. Vert levert fylt og lada, klart til bruk.',
        },
        params: [
          param('Spenning', 'Spenning', '12 V'),
          param('Kapasitet', 'Kapasitet', `${String(ah).replace('.', ',')} Ah`),
          param('Kaldstartstrøm', 'Kaldstartstraum', `${cca} A`),
          param('Type', 'Type', 'AGM'),
        ],
        priceKr: between(rng, 890, 2490),
        grams: rng.int(2500, 9000),
      };
    },
  },
  {
    key: 'skid-plates',
    category: 'skid-plates',
    drawing: 'skid-plate',
    share: 3,
    brands: ['Moose Utility', 'Tusk', 'Kimpex', ...VEHICLE_MAKES],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const alu = rng.chance(0.6);
      const target = vehicleName(fit, brand);
      const material = alu ? 'aluminium' : 'HMPE-plast';
      return {
        name: {
          nb: `${brand} Skliplate i ${material} for ${target}`,
          nn: `${brand} Skliplate i ${material} til ${target}`,
        },
        intro: {
          nb: 'Skliplate som beskytter ramme, motor og drivverk mot stein og stubber. Monteres i originale festepunkter.',
          nn: 'Skliplate som vernar ramme, motor og drivverk mot stein og stubbar. Vert montert i originale festepunkt.',
        },
        params: [
          fit.param,
          param('Materiale', 'Materiale', alu ? 'Aluminium 4,5 mm' : 'HMPE-plast 8 mm'),
        ],
        priceKr: between(rng, 1490, 4990),
        grams: rng.int(2500, 7000),
      };
    },
  },
  {
    key: 'bumpers',
    category: 'bumpers',
    drawing: 'bumper',
    share: 2,
    brands: ['Moose Utility', 'Kimpex', 'Tusk', ...VEHICLE_MAKES],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const front = rng.chance(0.65);
      const target = vehicleName(fit, brand);
      const kind = front ? 'Frontbøyle' : 'Bakbøyle';
      return {
        name: { nb: `${brand} ${kind} for ${target}`, nn: `${brand} ${kind} til ${target}` },
        intro: {
          nb: 'Kraftig bøyle i pulverlakkert stålrør som tar støyten når det går tett i skogen.',
          nn: 'Kraftig bøyle i pulverlakkert stålrøyr som tek støyten når det går tett i skogen.',
        },
        params: [
          fit.param,
          param('Materiale', 'Materiale', 'Stålrør, pulverlakkert', 'Stålrøyr, pulverlakkert'),
          param('Farge', 'Farge', 'Svart'),
        ],
        priceKr: between(rng, 2490, 6990),
        grams: rng.int(6000, 14000),
      };
    },
  },
  {
    key: 'racks',
    category: 'racks',
    drawing: 'rack',
    share: 2,
    brands: ['Kimpex', 'Moose Utility', 'Tusk'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const pos = position(rng);
      return {
        name: {
          nb: `${brand} Bagasjebrett ${pos.nb} for ${fit.vehicle}`,
          nn: `${brand} Bagasjebrett ${pos.nn} til ${fit.vehicle}`,
        },
        intro: {
          nb: 'Bagasjebrett i stål som gir mer lasteplass og mange festepunkter for stropper.',
          nn: 'Bagasjebrett i stål som gjev meir lasteplass og mange festepunkt for stroppar.',
        },
        params: [
          fit.param,
          pos.param,
          param('Maks last', 'Maks last', `${rng.pick([30, 45, 60, 80])} kg`),
        ],
        priceKr: between(rng, 990, 3990),
        grams: rng.int(3000, 8000),
      };
    },
  },
  {
    key: 'boxes',
    category: 'boxes',
    drawing: 'box',
    share: 3,
    brands: ['Kimpex', 'Polaris', 'Can-Am', 'Tusk', 'Moose Utility'],
    build(rng, brand) {
      const litres = rng.pick([50, 65, 90, 100, 120, 124]);
      const line =
        {
          Kimpex: 'Cargo',
          Polaris: 'Lock & Ride',
          'Can-Am': 'LinQ',
          Tusk: 'Pack',
          'Moose Utility': 'Expedition',
        }[brand] ?? 'Cargo';
      return {
        name: same(`${brand} ${line} bagasjeboks ${litres} l`),
        intro: {
          nb: `Vanntett og låsbar bagasjeboks på ${litres} liter med plass til verktøy, klær og matpakke.`,
          nn: `Vasstett og låsbar bagasjeboks på ${litres} liter med plass til verktøy, klede og matpakke.`,
        },
        params: [
          param('Volum', 'Volum', `${litres} l`),
          param('Lås', 'Lås', 'Ja, med 2 nøkler', 'Ja, med 2 nøklar'),
          param('Farge', 'Farge', 'Svart'),
        ],
        priceKr: between(rng, 1490, 6990),
        grams: rng.int(4000, 12000),
        heavy: litres >= 120,
      };
    },
  },
];
