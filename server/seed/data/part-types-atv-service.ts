import {
  between,
  fitFor,
  param,
  position,
  same,
  side,
  vehicleName,
  VEHICLE_MAKES,
  type PartType,
} from '../part-type.js';

// Wear and service parts: brakes, drivetrain, filters, plugs, belts, bearings, shocks, batteries.
export const ATV_SERVICE_TYPES: readonly PartType[] = [
  {
    key: 'brake-pads',
    category: 'brake-pads',
    drawing: 'brake-pad',
    share: 9,
    brands: ['EBC', 'All Balls', 'Kimpex', 'Tusk'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const kind = rng.weighted([
        [0, 5],
        [1, 3],
        [2, 2],
      ] as const);
      const code =
        brand === 'EBC'
          ? `FA${rng.int(100, 499)}${['R', '', 'TT'][kind]}`
          : brand === 'All Balls'
            ? `18-${rng.int(8000, 8199)}`
            : `${brand === 'Tusk' ? 'BP' : '05'}-${rng.int(100, 999)}`;
      const type = [
        param('Type', 'Type', 'Sintret', 'Sintra'),
        param('Type', 'Type', 'Organisk'),
        param('Type', 'Type', 'Karbon/keramisk', 'Karbon/keramisk'),
      ][kind];
      const pos = position(rng);
      const target = vehicleName(fit, brand);
      return {
        name: {
          nb: `${brand} Bremseklosser ${code} for ${target}`,
          nn: `${brand} Bremseklossar ${code} til ${target}`,
        },
        intro: {
          nb: `Bremseklosser fra ${brand} til hjulene ${pos.nb} på ${fit.vehicle}. Gir jevn og kraftig bremseeffekt i gjørme, vann og snø.`,
          nn: `Bremseklossar frå ${brand} til hjula ${pos.nn} på ${fit.vehicle}. Gjev jamn og kraftig bremseeffekt i gjørme, vatn og snø.`,
        },
        params: [
          fit.param,
          pos.param,
          ...(type ? [type] : []),
          param('Innhold', 'Innhald', '1 sett (2 klosser)', '1 sett (2 klossar)'),
        ],
        priceKr: between(rng, 249, 749),
        grams: rng.int(150, 400),
      };
    },
  },
  {
    key: 'brake-discs',
    category: 'brake-discs',
    drawing: 'brake-disc',
    share: 4,
    brands: ['EBC', 'All Balls', 'Moose Utility'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const pos = position(rng);
      const dia = rng.pick([160, 170, 180, 190, 200, 214, 220]);
      return {
        name: {
          nb: `${brand} Bremseskive ${pos.nb} Ø${dia} mm for ${fit.vehicle}`,
          nn: `${brand} Bremseskive ${pos.nn} Ø${dia} mm til ${fit.vehicle}`,
        },
        intro: {
          nb: `Bremseskive i rustfritt stål med ventilerte spor som holder skiven ren og kjølig. Direkte erstatning for originalskiven ${pos.nb}.`,
          nn: `Bremseskive i rustfritt stål med ventilerte spor som held skiva rein og kjølig. Direkte erstatning for originalskiva ${pos.nn}.`,
        },
        params: [
          fit.param,
          pos.param,
          param('Diameter', 'Diameter', `${dia} mm`),
          param('Materiale', 'Materiale', 'Rustfritt stål'),
        ],
        priceKr: between(rng, 899, 2499),
        grams: rng.int(600, 1400),
      };
    },
  },
  {
    key: 'axles',
    category: 'axles',
    drawing: 'axle',
    share: 3,
    brands: ['All Balls', 'Moose Utility', 'Tusk', 'Kimpex'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const pos = position(rng);
      const s = side(rng);
      return {
        name: {
          nb: `${brand} Drivaksel ${pos.nb} ${s.nb} for ${fit.vehicle}`,
          nn: `${brand} Drivaksel ${pos.nn} ${s.nn} til ${fit.vehicle}`,
        },
        intro: {
          nb: 'Komplett drivaksel med nye ledd og mansjetter, klar til montering. Herdet stål tåler tøff kjøring i ulendt terreng.',
          nn: 'Komplett drivaksel med nye ledd og mansjettar, klar til montering. Herda stål toler tøff køyring i ulendt terreng.',
        },
        params: [fit.param, pos.param, s.param],
        priceKr: between(rng, 1490, 4990),
        grams: rng.int(3500, 6500),
      };
    },
  },
  {
    key: 'boots',
    category: 'boots',
    drawing: 'boot',
    share: 2,
    brands: ['All Balls', 'Moose Utility', 'Tusk'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const inner = rng.chance(0.5);
      const where = inner ? 'innvendig' : 'utvendig';
      return {
        name: {
          nb: `${brand} Mansjettsett ${where} for ${fit.vehicle}`,
          nn: `${brand} Mansjettsett ${where} til ${fit.vehicle}`,
        },
        intro: {
          nb: 'Mansjettsett med klemmer og fett. Bytt mansjetten før leddet tar skade av sand og vann.',
          nn: 'Mansjettsett med klemmer og feitt. Byt mansjetten før leddet tek skade av sand og vatn.',
        },
        params: [
          fit.param,
          param('Plassering', 'Plassering', inner ? 'Innvendig' : 'Utvendig'),
          param(
            'Innhold',
            'Innhald',
            'Mansjett, 2 klemmer og fett',
            'Mansjett, 2 klemmer og feitt',
          ),
        ],
        priceKr: between(rng, 199, 599),
        grams: rng.int(150, 350),
      };
    },
  },
  {
    key: 'air-filters',
    category: 'air-filters',
    drawing: 'air-filter',
    share: 5,
    brands: ['K&N', 'Hiflofiltro', 'Kimpex', ...VEHICLE_MAKES],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const prefix: Record<string, string> = {
        Polaris: 'PL',
        'Can-Am': 'CM',
        Yamaha: 'YA',
        Honda: 'HA',
        Suzuki: 'SU',
        Kawasaki: 'KA',
      };
      const code =
        brand === 'K&N'
          ? `${prefix[fit.model.make] ?? 'PL'}-${rng.int(1000, 9999)}`
          : brand === 'Hiflofiltro'
            ? `HFA${rng.int(1000, 7999)}`
            : `${rng.int(7080000, 7089999)}`;
      const washable = brand === 'K&N' || rng.chance(0.3);
      const target = vehicleName(fit, brand);
      const oem = target !== fit.vehicle;
      return {
        name: oem
          ? {
              nb: `${brand} originalt luftfilter ${code} for ${target}`,
              nn: `${brand} originalt luftfilter ${code} til ${target}`,
            }
          : {
              nb: `${brand} Luftfilter ${code} for ${target}`,
              nn: `${brand} Luftfilter ${code} til ${target}`,
            },
        intro: washable
          ? {
              nb: 'Vaskbart luftfilter i bomull som slipper gjennom mer luft enn et papirfilter. Kan rengjøres og brukes om igjen.',
              nn: 'Vaskbart luftfilter i bomull som slepper gjennom meir luft enn eit papirfilter. Kan reingjerast og brukast om att.',
            }
          : {
              nb: 'Luftfilter som stopper støv og sand før det når motoren. Bytt filteret ved hver service eller oftere ved støvete kjøring.',
              nn: 'Luftfilter som stoppar støv og sand før det når motoren. Byt filteret ved kvar service eller oftare ved støvete køyring.',
            },
        params: [
          fit.param,
          param('Filtertype', 'Filtertype', washable ? 'Vaskbart bomullsfilter' : 'Papir'),
        ],
        priceKr: between(rng, washable ? 549 : 199, washable ? 999 : 499),
        grams: rng.int(150, 500),
      };
    },
  },
  {
    key: 'oil-filters',
    category: 'oil-filters',
    drawing: 'oil-filter',
    share: 5,
    brands: ['Hiflofiltro', 'K&N', ...VEHICLE_MAKES],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const model = rng.pick([112, 113, 145, 147, 151, 198, 204, 303, 401, 563, 621]);
      const code =
        brand === 'Hiflofiltro'
          ? `HF${model}`
          : brand === 'K&N'
            ? `KN-${model}`
            : `${rng.int(2540000, 2549999)}`;
      const target = vehicleName(fit, brand);
      const oem = target !== fit.vehicle;
      return {
        name: oem
          ? {
              nb: `${brand} originalt oljefilter ${code} for ${target}`,
              nn: `${brand} originalt oljefilter ${code} til ${target}`,
            }
          : {
              nb: `${brand} Oljefilter ${code} for ${target}`,
              nn: `${brand} Oljefilter ${code} til ${target}`,
            },
        intro: {
          nb: 'Oljefilter med kraftig papirelement og tilbakeslagsventil. Skift filter ved hvert oljeskift.',
          nn: 'Oljefilter med kraftig papirelement og tilbakeslagsventil. Skift filter ved kvart oljeskift.',
        },
        params: [
          fit.param,
          param('Type', 'Type', rng.chance(0.7) ? 'Skrufilter' : 'Innsatsfilter'),
        ],
        priceKr: between(rng, 89, 279),
        grams: rng.int(80, 250),
      };
    },
  },
  {
    key: 'spark-plugs',
    category: 'spark-plugs',
    drawing: 'spark-plug',
    share: 4,
    brands: ['NGK', 'Denso'],
    build(rng, brand) {
      const fit = fitFor(rng, brand);
      const iridium = rng.chance(0.35);
      const code =
        brand === 'NGK'
          ? rng.pick(
              iridium
                ? ['LKAR8AI-9', 'CR8EIX', 'BKR6EIX', 'DCPR8EIX', 'CR7EIX']
                : ['BKR6E', 'BPR6ES', 'DCPR8E', 'CR7E', 'CR8E', 'LKAR8A-9', 'CPR8EA-9', 'DR8ES'],
            )
          : rng.pick(
              iridium
                ? ['IU24', 'IU27', 'IK22', 'IXU22']
                : ['U22ETR', 'XU22EPR-U', 'W20EPR-U', 'X24ESR-U'],
            );
      const tag = iridium ? ' Iridium' : '';
      return {
        name: same(`${brand} Tennplugg ${code}${tag}`),
        intro: {
          nb: `${iridium ? 'Iridium-tennplugg med lang levetid' : 'Standard tennplugg'} som gir sikker start og jevn gange. Selges per stykk.`,
          nn: `${iridium ? 'Iridium-tennplugg med lang levetid' : 'Standard tennplugg'} som gjev sikker start og jamn gange. Vert seld per stykk.`,
        },
        params: [
          fit.param,
          param('Elektrode', 'Elektrode', iridium ? 'Iridium' : 'Nikkel'),
          param('Gjenge', 'Gjenge', rng.pick(['10 mm', '12 mm', '14 mm'])),
        ],
        priceKr: iridium ? between(rng, 149, 249) : between(rng, 69, 129),
        grams: 50,
      };
    },
  },
];
