// Shipping is shop policy (fees, free shipping); the carrier's pickup points come from a provider.
import type { LanguageId } from '../i18n/language.js';
import type { DeliveryCountry } from '../../shared/validation/contact.js';
import { STANDARD_VAT_PERCENT } from '../../shared/money/vat.js';
import {
  DELIVERY_DAYS,
  HEAVY_FREIGHT_FEE_ORE,
  PARCEL_FEE_ORE,
} from '../../shared/shipping/policy.js';

export { FREE_SHIPPING_THRESHOLD_ORE } from '../../shared/shipping/policy.js';
export const SHIPPING_VAT_RATE = STANDARD_VAT_PERCENT;

export type ShippingTypeValue = 'PICKUP_POINT' | 'PARCEL_LOCKER' | 'HOME_DELIVERY' | 'HEAVY_GOODS';

export interface ShippingOptionDef {
  id: string;
  type: ShippingTypeValue;
  carrier: string;
  name: Readonly<Record<LanguageId, string>>;
  /** Weekdays to delivery from the shop's own shelf (the spec: normal 2-4, heavy goods 3-5). */
  days: Readonly<{ min: number; max: number }>;
  /** After the days, e.g. the evening window of home delivery. */
  deliveryNote: Readonly<Record<LanguageId, string>> | null;
  logo: string;
  feeOre: number;
  needsPickupPoint: boolean;
  /** Free above the threshold (heavy goods never are). */
  freeAboveThreshold: boolean;
}

/** Norway's parcel carriers: Posten's pickup points and lockers, Bring's evening delivery. */
const PARCEL_NO: readonly ShippingOptionDef[] = [
  {
    id: 'posten-pickup',
    type: 'PICKUP_POINT',
    carrier: 'Posten',
    name: { 1: 'Hentested (Post i Butikk)', 2: 'Hentestad (Post i Butikk)' },
    days: DELIVERY_DAYS.normal,
    deliveryNote: null,
    logo: '/logos/carriers/posten.svg',
    feeOre: PARCEL_FEE_ORE,
    needsPickupPoint: true,
    freeAboveThreshold: true,
  },
  {
    id: 'posten-locker',
    type: 'PARCEL_LOCKER',
    carrier: 'Posten',
    name: { 1: 'Pakkeboks', 2: 'Pakkeboks' },
    days: DELIVERY_DAYS.normal,
    deliveryNote: null,
    logo: '/logos/carriers/posten.svg',
    feeOre: PARCEL_FEE_ORE,
    needsPickupPoint: true,
    freeAboveThreshold: true,
  },
  {
    id: 'bring-home',
    type: 'HOME_DELIVERY',
    carrier: 'Bring',
    name: { 1: 'Levering hjem på kvelden', 2: 'Levering heim på kvelden' },
    days: DELIVERY_DAYS.normal,
    deliveryNote: { 1: 'kl. 17–21', 2: 'kl. 17–21' },
    logo: '/logos/carriers/bring.svg',
    feeOre: 14_900,
    needsPickupPoint: false,
    freeAboveThreshold: true,
  },
];

/** Sweden's: PostNord's service points (ombud) and its home delivery. */
const PARCEL_SE: readonly ShippingOptionDef[] = [
  {
    id: 'postnord-pickup',
    type: 'PICKUP_POINT',
    carrier: 'PostNord',
    name: { 1: 'Hentested (PostNord-ombud)', 2: 'Hentestad (PostNord-ombod)' },
    days: DELIVERY_DAYS.normal,
    deliveryNote: null,
    logo: '/logos/carriers/postnord.svg',
    feeOre: PARCEL_FEE_ORE,
    needsPickupPoint: true,
    freeAboveThreshold: true,
  },
  {
    id: 'postnord-home',
    type: 'HOME_DELIVERY',
    carrier: 'PostNord',
    name: { 1: 'Levering hjem (PostNord)', 2: 'Levering heim (PostNord)' },
    days: DELIVERY_DAYS.normal,
    deliveryNote: null,
    logo: '/logos/carriers/postnord.svg',
    feeOre: 14_900,
    needsPickupPoint: false,
    freeAboveThreshold: true,
  },
];

const PARCEL: Readonly<Record<DeliveryCountry, readonly ShippingOptionDef[]>> = {
  NO: PARCEL_NO,
  SE: PARCEL_SE,
};

/** DB Schenker carries freight in both countries. */
const HEAVY: ShippingOptionDef = {
  id: 'schenker-heavy',
  type: 'HEAVY_GOODS',
  carrier: 'DB Schenker',
  name: { 1: 'Tungt gods levert på adresse', 2: 'Tungt gods levert på adresse' },
  days: DELIVERY_DAYS.heavy,
  deliveryNote: null,
  logo: '/logos/carriers/schenker.svg',
  feeOre: HEAVY_FREIGHT_FEE_ORE,
  needsPickupPoint: false,
  freeAboveThreshold: false,
};

/**
 * Options for a cart delivered in a country; the first is the default. Heavy goods go by
 * freight only.
 */
export function shippingOptionsFor(
  hasHeavy: boolean,
  country: DeliveryCountry,
): readonly ShippingOptionDef[] {
  return hasHeavy ? [HEAVY] : PARCEL[country];
}

/** Any country's option by id (an order names the one it went by). */
export function shippingOptionById(id: string): ShippingOptionDef | undefined {
  return [...PARCEL_NO, ...PARCEL_SE, HEAVY].find((option) => option.id === id);
}

/** The chosen option when the cart still offers it in its country, else the default. */
export function effectiveShipping(
  chosenId: string | null,
  hasHeavy: boolean,
  country: DeliveryCountry,
): { option: ShippingOptionDef; isDefault: boolean } {
  const options = shippingOptionsFor(hasHeavy, country);
  const chosen = options.find((option) => option.id === chosenId);
  return chosen
    ? { option: chosen, isDefault: false }
    : { option: options[0] ?? HEAVY, isDefault: true };
}
