import { slugify } from '../i18n/slug.js';
import type { DrawingKey } from './drawing-keys.js';

/** A curated category: Bokmål and Nynorsk names; `icon` is the drawing used for its tile. */
export interface CategoryDef {
  key: string;
  nb: string;
  nn: string;
  icon: DrawingKey;
  children?: readonly CategoryDef[];
}

const leaf = (key: string, nb: string, nn: string, icon: DrawingKey): CategoryDef => ({
  key,
  nb,
  nn,
  icon,
});

export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    key: 'atv',
    nb: 'ATV/UTV-deler',
    nn: 'ATV/UTV-delar',
    icon: 'winch',
    children: [
      {
        key: 'brakes',
        nb: 'Bremser',
        nn: 'Bremsar',
        icon: 'brake-disc',
        children: [
          leaf('brake-pads', 'Bremseklosser', 'Bremseklossar', 'brake-pad'),
          leaf('brake-discs', 'Bremseskiver', 'Bremseskiver', 'brake-disc'),
        ],
      },
      {
        key: 'drivetrain',
        nb: 'Drivverk',
        nn: 'Drivverk',
        icon: 'axle',
        children: [
          leaf('axles', 'Drivaksler', 'Drivakslar', 'axle'),
          leaf('boots', 'Mansjetter', 'Mansjettar', 'boot'),
        ],
      },
      {
        key: 'engine',
        nb: 'Motor og filter',
        nn: 'Motor og filter',
        icon: 'oil-filter',
        children: [
          leaf('air-filters', 'Luftfilter', 'Luftfilter', 'air-filter'),
          leaf('oil-filters', 'Oljefilter', 'Oljefilter', 'oil-filter'),
          leaf('spark-plugs', 'Tennplugger', 'Tennpluggar', 'spark-plug'),
        ],
      },
      {
        key: 'belts',
        nb: 'Belter og drivremmer',
        nn: 'Belte og drivreimer',
        icon: 'belt',
        children: [
          leaf('drive-belts', 'Drivremmer', 'Drivreimer', 'belt'),
          leaf('tracks', 'Beltesett', 'Beltesett', 'track'),
        ],
      },
      {
        key: 'wheels',
        nb: 'Dekk og felger',
        nn: 'Dekk og felgar',
        icon: 'tyre',
        children: [
          leaf('tyres', 'ATV-dekk', 'ATV-dekk', 'tyre'),
          leaf('rims', 'Felger', 'Felgar', 'rim'),
        ],
      },
      {
        key: 'winching',
        nb: 'Vinsjer og tilbehør',
        nn: 'Vinsjar og tilbehøyr',
        icon: 'winch',
        children: [
          leaf('winches', 'Vinsjer', 'Vinsjar', 'winch'),
          leaf('winch-ropes', 'Vinsjtau og vaier', 'Vinsjtau og vaier', 'rope'),
          leaf('winch-mounts', 'Vinsjfester', 'Vinsjfeste', 'mount'),
        ],
      },
      {
        key: 'plough',
        nb: 'Plog og snøfreser',
        nn: 'Plog og snøfresar',
        icon: 'plough',
        children: [
          leaf('plough-blades', 'Plogblad', 'Plogblad', 'plough'),
          leaf('plough-mounts', 'Plogfester', 'Plogfeste', 'mount'),
        ],
      },
      {
        key: 'storage',
        nb: 'Bagasje og oppbevaring',
        nn: 'Bagasje og lagring',
        icon: 'box',
        children: [
          leaf('boxes', 'Bagasjebokser', 'Bagasjeboksar', 'box'),
          leaf('racks', 'Bagasjebrett', 'Bagasjebrett', 'rack'),
        ],
      },
      {
        key: 'protection',
        nb: 'Beskyttelse',
        nn: 'Vern',
        icon: 'skid-plate',
        children: [
          leaf('skid-plates', 'Skliplater', 'Skliplater', 'skid-plate'),
          leaf('bumpers', 'Bøyler', 'Bøylar', 'bumper'),
        ],
      },
      leaf('wheel-bearings', 'Hjullager', 'Hjullager', 'bearing'),
      leaf('shocks', 'Støtdempere', 'Støytdemparar', 'shock'),
      leaf('batteries', 'Batteri', 'Batteri', 'battery'),
    ],
  },
  {
    key: 'trailer',
    nb: 'Tilhengerutstyr',
    nn: 'Tilhengarutstyr',
    icon: 'hitch',
    children: [
      leaf(
        'couplings',
        'Kulekoblinger og koblingshoder',
        'Kulekoplingar og koplingshovud',
        'coupling',
      ),
      leaf('trailer-lights', 'Tilhengerlys', 'Tilhengarlys', 'trailer-light'),
      leaf('jockey-wheels', 'Støttehjul', 'Støttehjul', 'jockey-wheel'),
      leaf('nose-wheels', 'Nesehjul', 'Nasehjul', 'jockey-wheel'),
      leaf('hinges', 'Lemmer og hengsler', 'Lemmar og hengsle', 'hinge'),
      leaf('tarps', 'Presenning og netting', 'Presenning og netting', 'tarp'),
      leaf('straps', 'Stropper og surring', 'Stroppar og surring', 'strap'),
      leaf(
        'trailer-wheels',
        'Hjul og dekk til tilhenger',
        'Hjul og dekk til tilhengar',
        'trailer-wheel',
      ),
      {
        key: 'electric',
        nb: 'Elektrisk',
        nn: 'Elektrisk',
        icon: 'socket',
        children: [
          leaf('sockets', 'Stikkontakter 7/13-polt', 'Stikkontaktar 7/13-pola', 'socket'),
          leaf('adapters', 'Overgangskabler', 'Overgangskablar', 'cable'),
        ],
      },
    ],
  },
  {
    key: 'lights',
    nb: 'Lys',
    nn: 'Lys og lykter',
    icon: 'light-bar',
    children: [
      leaf('work-lights', 'Arbeidslys', 'Arbeidslys', 'work-light'),
      leaf('light-bars', 'LED-lysbarer', 'LED-lysbarar', 'light-bar'),
      {
        key: 'aux-lights',
        nb: 'Ekstralys',
        nn: 'Ekstralys',
        icon: 'spot-light',
        children: [
          leaf('driving-lights', 'Fjernlys', 'Fjernlys', 'spot-light'),
          leaf('wiring-kits', 'Kabelsett', 'Kabelsett', 'cable'),
        ],
      },
      leaf('tail-lights', 'Baklys', 'Baklys', 'tail-light'),
      leaf('marker-lights', 'Markeringslys', 'Markeringslys', 'marker-light'),
      leaf('beacons', 'Varsellys', 'Varsellys', 'beacon'),
      {
        key: 'bulbs',
        nb: 'Lyspærer',
        nn: 'Lyspærer',
        icon: 'bulb',
        children: [
          leaf('halogen-bulbs', 'Halogenpærer', 'Halogenpærer', 'bulb'),
          leaf('led-bulbs', 'LED-pærer', 'LED-pærer', 'led-bulb'),
        ],
      },
    ],
  },
];

/**
 * A category's alias in one language: the slug of its name, prefixed with its parent's alias
 * when an earlier category (depth first) took it. `used` holds the aliases taken so far and
 * gets this one. The seed names the categories so, and the tiles find their drawing by it.
 */
export function categoryAlias(name: string, parentAlias: string | null, used: Set<string>): string {
  let alias = slugify(name);
  if (used.has(alias) && parentAlias !== null) alias = `${parentAlias}-${alias}`;
  used.add(alias);
  return alias;
}

/** The drawing of each category's tile by the category's alias in either language. */
export function categoryIcons(): Map<string, DrawingKey> {
  const icons = new Map<string, DrawingKey>();
  const used = { nb: new Set<string>(), nn: new Set<string>() };
  const visit = (def: CategoryDef, parent: { nb: string; nn: string } | null): void => {
    const alias = {
      nb: categoryAlias(def.nb, parent?.nb ?? null, used.nb),
      nn: categoryAlias(def.nn, parent?.nn ?? null, used.nn),
    };
    icons.set(alias.nb, def.icon);
    icons.set(alias.nn, def.icon);
    def.children?.forEach((child) => {
      visit(child, alias);
    });
  };
  CATEGORY_TREE.forEach((def) => {
    visit(def, null);
  });
  return icons;
}
