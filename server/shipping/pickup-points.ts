// Pickup points come from the carrier. The embedded sandbox makes a stable list per postcode
// (the same points every time, so a chosen point id can be checked again at placeOrder).
import { createHash } from 'node:crypto';
import { normalisePostcode } from '../../shared/validation/contact.js';
import { cityOf, swedishAreaOf } from './postcodes.js';
import type { LanguageId } from '../i18n/language.js';

export interface PickupPointValue {
  id: string;
  name: string;
  carrier: string;
  addressLine: string;
  zip: string;
  city: string;
  distanceMeters: number;
  openingHours: string;
}

export interface PickupPointProvider {
  /**
   * Points near a postcode for a shipping option, nearest first; [] for an invalid postcode.
   * Their opening hours in the shopper's language (1 Bokmål, the default; 2 Nynorsk).
   */
  near(postcode: string, optionId: string, languageId?: LanguageId): Promise<PickupPointValue[]>;
  /** The point when it belongs to the shipping option, else null. */
  byId(id: string, optionId: string, languageId?: LanguageId): Promise<PickupPointValue | null>;
}

/** The sandbox carriers' opening hours, as each language writes them. */
const HOURS: Record<'locker' | 'store' | 'ombud', Record<LanguageId, string>> = {
  locker: { 1: 'Døgnåpent', 2: 'Døgnope' },
  store: { 1: 'Man–fre 07–23, lør 08–22', 2: 'Mån–fre 07–23, lau 08–22' },
  ombud: { 1: 'Man–fre 08–21, lør–søn 10–20', 2: 'Mån–fre 08–21, lau–sun 10–20' },
};

const STORES = ['Coop Extra', 'Kiwi', 'Rema 1000', 'Spar', 'Joker', 'Bunnpris', 'Meny'];
const STREETS = [
  'Storgata',
  'Kirkegata',
  'Sentrumsveien',
  'Jernbanegata',
  'Torget',
  'Industriveien',
];
const LOCKER_PLACES = ['Shell', 'Circle K', 'Coop Obs', 'Europris', 'Biltema', 'Jula'];
// PostNord's service points in Sweden (ombud) are shops and petrol stations too.
const OMBUD_PLACES = ['ICA Nära', 'Coop', 'Hemköp', 'Pressbyrån', 'Circle K', 'OKQ8', 'Willys'];
const GATOR = [
  'Storgatan',
  'Kyrkogatan',
  'Drottninggatan',
  'Järnvägsgatan',
  'Torget',
  'Industrivägen',
];

function digest(text: string): number[] {
  return [...createHash('sha256').update(text).digest()];
}

/** PostNord's ombud near a Swedish postcode (in its postal area); none for another code. */
function ombud(zip: string, languageId: LanguageId): PickupPointValue[] {
  const code = normalisePostcode(zip, 'SE');
  const city = code && swedishAreaOf(code);
  if (!code || !city) return [];
  const bytes = digest(`postnord-pickup:${code}`);
  const at = (i: number): number => bytes[i % bytes.length] ?? 0;
  const list = Array.from({ length: 5 }, (_, i) => ({
    id: `ombud-${code.replace(' ', '')}-${i + 1}`,
    name: `${OMBUD_PLACES[(at(0) + i) % OMBUD_PLACES.length] ?? 'Coop'} ${city}`,
    carrier: 'PostNord',
    addressLine: `${GATOR[at(i + 7) % GATOR.length] ?? 'Storgatan'} ${(at(i + 13) % 80) + 1}`,
    zip: code,
    city,
    distanceMeters: 150 + i * 600 + at(i + 21) * 3,
    openingHours: HOURS.ombud[languageId],
  }));
  return list.sort((a, b) => a.distanceMeters - b.distanceMeters);
}

/** The carrier's points near a postcode it knows; none near a code it has no place for. */
function points(zip: string, optionId: string, languageId: LanguageId = 1): PickupPointValue[] {
  if (optionId === 'postnord-pickup') return ombud(zip, languageId);
  if (optionId !== 'posten-pickup' && optionId !== 'posten-locker') return [];
  const city = cityOf(zip);
  if (!city) return [];
  const locker = optionId === 'posten-locker';
  const bytes = digest(`${optionId}:${zip}`);
  const at = (i: number): number => bytes[i % bytes.length] ?? 0;
  // Five different places a postcode: a shopper tells the points apart by name.
  const places = locker ? LOCKER_PLACES : STORES;
  const first = at(0);
  const list = Array.from({ length: 5 }, (_, i) => {
    const place = places[(first + i) % places.length] ?? 'Kiwi';
    return {
      id: `${locker ? 'locker' : 'pickup'}-${zip}-${i + 1}`,
      name: locker ? `Pakkeboks ${place} ${city}` : `${place} ${city}`,
      carrier: 'Posten',
      addressLine: `${STREETS[at(i + 7) % STREETS.length] ?? 'Storgata'} ${(at(i + 13) % 80) + 1}`,
      zip,
      city,
      distanceMeters: 150 + i * 600 + at(i + 21) * 3,
      openingHours: HOURS[locker ? 'locker' : 'store'][languageId],
    };
  });
  return list.sort((a, b) => a.distanceMeters - b.distanceMeters);
}

export function sandboxPickupPoints(): PickupPointProvider {
  return {
    near(postcode, optionId, languageId = 1) {
      const zip = postcode.trim();
      return Promise.resolve(points(zip, optionId, languageId));
    },
    byId(id, optionId, languageId = 1) {
      const zip = /^(?:pickup|locker|ombud)-(\d{4,5})-[1-5]$/.exec(id)?.[1];
      return Promise.resolve(
        zip ? (points(zip, optionId, languageId).find((p) => p.id === id) ?? null) : null,
      );
    },
  };
}
