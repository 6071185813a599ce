// Pickup points come from the carrier. The embedded sandbox makes a stable list per postcode
// (the same points every time, so a chosen point id can be checked again at placeOrder).
import { createHash } from 'node:crypto';
import { cityOf } from './postcodes.js';

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
  /** Points near a postcode for a shipping option, nearest first; [] for an invalid postcode. */
  near(postcode: string, optionId: string): Promise<PickupPointValue[]>;
  /** The point when it belongs to the shipping option, else null. */
  byId(id: string, optionId: string): Promise<PickupPointValue | null>;
}

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

function digest(text: string): number[] {
  return [...createHash('sha256').update(text).digest()];
}

/** The carrier's points near a postcode it knows; none near a code it has no place for. */
function points(zip: string, optionId: string): PickupPointValue[] {
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
      openingHours: locker ? 'Døgnåpent' : 'Man–fre 07–23, lør 08–22',
    };
  });
  return list.sort((a, b) => a.distanceMeters - b.distanceMeters);
}

export function sandboxPickupPoints(): PickupPointProvider {
  return {
    near(postcode, optionId) {
      const zip = postcode.trim();
      return Promise.resolve(points(zip, optionId));
    },
    byId(id, optionId) {
      const zip = /^(?:pickup|locker)-(\d{4})-[1-5]$/.exec(id)?.[1];
      return Promise.resolve(zip ? (points(zip, optionId).find((p) => p.id === id) ?? null) : null);
    },
  };
}
