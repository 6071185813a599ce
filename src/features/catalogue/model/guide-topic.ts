/** Fitting and usage guides, one per kind of product (texts in locales/<lng>/guides.json). */
export const GUIDE_TOPICS = {
  brakes: ['bremser', 'bremsar', 'bremseklosser', 'bremseklossar', 'bremseskiver'],
  drivetrain: ['drivverk', 'drivaksler', 'drivakslar', 'mansjetter', 'mansjettar'],
  service: ['motor-og-filter', 'luftfilter', 'oljefilter', 'tennplugger', 'tennpluggar'],
  belts: ['belter-og-drivremmer', 'belte-og-drivreimer', 'drivremmer', 'drivreimer', 'beltesett'],
  tyres: ['dekk-og-felger', 'dekk-og-felgar', 'atv-dekk', 'felger', 'felgar'],
  winches: ['vinsjer-og-tilbehor', 'vinsjar-og-tilbehoyr', 'vinsjer', 'vinsjar'],
  plough: ['plog-og-snofreser', 'plog-og-snofresar', 'plogblad', 'plogfester', 'plogfeste'],
  storage: ['bagasje-og-oppbevaring', 'bagasje-og-lagring', 'beskyttelse', 'vern'],
  bearings: ['hjullager'],
  suspension: ['stotdempere', 'stoytdemparar'],
  battery: ['batteri'],
  hitch: [
    'kulekoblinger-og-koblingshoder',
    'kulekoplingar-og-koplingshovud',
    'stottehjul',
    'nesehjul',
    'nasehjul',
  ],
  trailerElectrics: [
    'tilhengerlys',
    'tilhengarlys',
    'elektrisk',
    'stikkontakter-7-13-polt',
    'stikkontaktar-7-13-pola',
    'overgangskabler',
    'overgangskablar',
  ],
  loadSecuring: ['stropper-og-surring', 'stroppar-og-surring', 'presenning-og-netting'],
  trailerWheels: ['hjul-og-dekk-til-tilhenger', 'hjul-og-dekk-til-tilhengar'],
  lights: [
    'lys',
    'lys-og-lykter',
    'arbeidslys',
    'led-lysbarer',
    'led-lysbarar',
    'ekstralys',
    'fjernlys',
    'kabelsett',
    'baklys',
    'markeringslys',
    'varsellys',
  ],
  bulbs: ['lyspaerer', 'halogenpaerer', 'led-paerer'],
  trailer: ['tilhengerutstyr', 'tilhengarutstyr', 'lemmer-og-hengsler', 'lemmar-og-hengsle'],
  general: [],
} as const satisfies Record<string, readonly string[]>;

export type GuideTopic = keyof typeof GUIDE_TOPICS;

const topicByAlias = new Map<string, GuideTopic>(
  Object.entries(GUIDE_TOPICS).flatMap(([topic, aliases]) =>
    aliases.map((alias): [string, GuideTopic] => [alias, topic as GuideTopic]),
  ),
);

/**
 * The guide for a product from its category trail (top first, in either language): the most
 * specific category with a guide wins, else the general one.
 */
export function guideTopic(trailAliases: readonly string[]): GuideTopic {
  for (const alias of [...trailAliases].reverse()) {
    const topic = topicByAlias.get(alias);
    if (topic) return topic;
  }
  return 'general';
}
