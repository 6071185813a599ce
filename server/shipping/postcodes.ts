import { isValidPostcode } from '../../shared/validation/contact.js';
import { POSTCODE_TABLE } from './postcode-table.js';

interface Range {
  from: number;
  to: number;
  city: string;
}

// Singles listed after a range that covers them win (narrower first when sorted by width).
const RANGES: Range[] = POSTCODE_TABLE.split(/[|\n]/)
  .map((entry) => /^(\d{4})(?:-(\d{4}))? (.+)$/.exec(entry.trim()))
  .flatMap((m) =>
    m?.[1] && m[3] ? [{ from: Number(m[1]), to: Number(m[2] ?? m[1]), city: m[3] }] : [],
  )
  .sort((a, b) => a.to - a.from - (b.to - b.from));

/** The city of a postcode, or null when it is malformed or not in the table. */
export function cityOf(zip: string): string | null {
  const code = zip.trim();
  if (!isValidPostcode(code)) return null;
  const n = Number(code);
  return RANGES.find((range) => n >= range.from && n <= range.to)?.city ?? null;
}

export function postcodeCount(): number {
  return RANGES.reduce((sum, range) => sum + range.to - range.from + 1, 0);
}

/**
 * Sweden's postal areas by a code's first two digits (PostNord's sorting areas, named for the
 * main town of each): where the sandbox carrier puts its service points. A Swedish postcode is
 * not looked up to a town (the shopper writes it), only placed in its area.
 */
const SWEDISH_AREAS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(['10', '11', '12', '13'].map((two) => [two, 'Stockholm'])),
  14: 'Huddinge',
  15: 'Södertälje',
  16: 'Bromma',
  17: 'Solna',
  18: 'Täby',
  19: 'Sollentuna',
  20: 'Malmö',
  21: 'Malmö',
  22: 'Lund',
  23: 'Trelleborg',
  24: 'Eslöv',
  25: 'Helsingborg',
  26: 'Ängelholm',
  27: 'Ystad',
  28: 'Hässleholm',
  29: 'Kristianstad',
  30: 'Halmstad',
  31: 'Falkenberg',
  33: 'Värnamo',
  34: 'Ljungby',
  35: 'Växjö',
  36: 'Emmaboda',
  37: 'Karlskrona',
  38: 'Kalmar',
  39: 'Kalmar',
  40: 'Göteborg',
  41: 'Göteborg',
  42: 'Västra Frölunda',
  43: 'Mölndal',
  44: 'Alingsås',
  45: 'Uddevalla',
  46: 'Trollhättan',
  47: 'Stenungsund',
  50: 'Borås',
  51: 'Kinna',
  52: 'Falköping',
  53: 'Lidköping',
  54: 'Skövde',
  55: 'Jönköping',
  56: 'Huskvarna',
  57: 'Nässjö',
  58: 'Linköping',
  59: 'Motala',
  60: 'Norrköping',
  61: 'Nyköping',
  62: 'Visby',
  63: 'Eskilstuna',
  64: 'Katrineholm',
  65: 'Karlstad',
  66: 'Säffle',
  67: 'Arvika',
  68: 'Kristinehamn',
  69: 'Karlskoga',
  70: 'Örebro',
  71: 'Lindesberg',
  72: 'Västerås',
  73: 'Sala',
  74: 'Enköping',
  75: 'Uppsala',
  76: 'Norrtälje',
  77: 'Avesta',
  78: 'Borlänge',
  79: 'Falun',
  80: 'Gävle',
  81: 'Sandviken',
  82: 'Hudiksvall',
  83: 'Östersund',
  84: 'Sveg',
  85: 'Sundsvall',
  86: 'Timrå',
  87: 'Härnösand',
  88: 'Sollefteå',
  89: 'Örnsköldsvik',
  90: 'Umeå',
  91: 'Vännäs',
  92: 'Lycksele',
  93: 'Skellefteå',
  94: 'Piteå',
  95: 'Kalix',
  96: 'Boden',
  97: 'Luleå',
  98: 'Kiruna',
};

/** The postal area of a Swedish postcode ("114 55" -> Stockholm), or null. */
export function swedishAreaOf(code: string): string | null {
  return SWEDISH_AREAS[code.slice(0, 2)] ?? null;
}
