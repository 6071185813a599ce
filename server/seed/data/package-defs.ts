import type { Text2 } from '../part-type.js';

/** A bundle: one main part (its brand and category become the package's) plus extras. */
export interface PackageDef {
  title: Text2;
  main: { type: string; quantity: number };
  extras: readonly { type: string; quantity: number; label: Text2 }[];
  intro: Text2;
}

const t = (nb: string, nn: string = nb): Text2 => ({ nb, nn });

export const PACKAGE_DEFS: readonly PackageDef[] = [
  {
    title: t('Vinsjpakke'),
    main: { type: 'winches', quantity: 1 },
    extras: [
      { type: 'winch-mounts', quantity: 1, label: t('vinsjfeste') },
      { type: 'winch-ropes', quantity: 1, label: t('reservetau') },
    ],
    intro: t(
      'Alt du trenger for å montere vinsj på ATV-en: vinsj, feste og et ekstra tau i én pakke.',
      'Alt du treng for å montere vinsj på ATV-en: vinsj, feste og eit ekstra tau i éin pakke.',
    ),
  },
  {
    title: t('Plogpakke'),
    main: { type: 'plough-blades', quantity: 1 },
    extras: [
      { type: 'plough-mounts', quantity: 1, label: t('plogfeste') },
      { type: 'winches', quantity: 1, label: t('vinsj') },
    ],
    intro: t(
      'Komplett plogpakke med blad, feste og vinsj til å løfte plogen. Klar for snøen.',
      'Komplett plogpakke med blad, feste og vinsj til å løfte plogen. Klar for snøen.',
    ),
  },
  {
    title: t('Lyspakke'),
    main: { type: 'work-lights', quantity: 2 },
    extras: [{ type: 'wiring-kits', quantity: 1, label: t('kabelsett') }],
    intro: t(
      'To arbeidslys og kabelsett med relé og bryter, klart til montering.',
      'To arbeidslys og kabelsett med relé og brytar, klart til montering.',
    ),
  },
  {
    title: t('Lysbarpakke'),
    main: { type: 'light-bars', quantity: 1 },
    extras: [{ type: 'wiring-kits', quantity: 1, label: t('kabelsett') }],
    intro: t(
      'LED-lysbar med tilpasset kabelsett, så lyset følger fjernlyset.',
      'LED-lysbar med tilpassa kabelsett, så lyset følgjer fjernlyset.',
    ),
  },
  {
    title: t('Servicepakke'),
    main: { type: 'oil-filters', quantity: 1 },
    extras: [
      { type: 'air-filters', quantity: 1, label: t('luftfilter') },
      { type: 'spark-plugs', quantity: 2, label: t('2 tennplugger', '2 tennpluggar') },
    ],
    intro: t(
      'Filter og tennplugger til årsservicen samlet i én pakke.',
      'Filter og tennpluggar til årsservicen samla i éin pakke.',
    ),
  },
  {
    title: t('Bremsepakke'),
    main: { type: 'brake-pads', quantity: 2 },
    extras: [{ type: 'brake-discs', quantity: 1, label: t('bremseskive') }],
    intro: t(
      'To sett bremseklosser og en ny bremseskive: full bremseoverhaling på én gang.',
      'To sett bremseklossar og ei ny bremseskive: full bremseoverhaling på ein gong.',
    ),
  },
  {
    title: t('Tilhengerpakke', 'Tilhengarpakke'),
    main: { type: 'hitches', quantity: 1 },
    extras: [
      { type: 'jockey-wheels', quantity: 1, label: t('støttehjul') },
      { type: 'sockets', quantity: 1, label: t('stikkontakt') },
    ],
    intro: t(
      'Kulekobling, støttehjul og stikkontakt til tilhengerbygget eller oppussingen.',
      'Kulekopling, støttehjul og stikkontakt til tilhengarbygget eller oppussinga.',
    ),
  },
  {
    title: t('Surringspakke'),
    main: { type: 'straps', quantity: 4 },
    extras: [{ type: 'tarps', quantity: 1, label: t('presenning') }],
    intro: t(
      'Fire spennbånd og en presenning: lasten ligger trygt og tørt.',
      'Fire spennband og ein presenning: lasta ligg trygt og tørt.',
    ),
  },
];
