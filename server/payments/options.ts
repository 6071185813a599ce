import type { LanguageId } from '../i18n/language.js';
import type { DeliveryCountry } from '../../shared/validation/contact.js';
import type { CustomerTypeValue, PaymentTypeValue } from '../orders/order-model.js';

export interface PaymentOptionDef {
  id: string;
  type: PaymentTypeValue;
  name: Readonly<Record<LanguageId, string>>;
  description: Readonly<Record<LanguageId, string>>;
  logo: string;
  /** Fees are the provider's business (Klarna-style): the shop charges none. */
  feeOre: number;
  /** A credit check: a PERSON gives a personal id. */
  needsPersonalId: boolean;
  customerTypes: readonly CustomerTypeValue[];
  /** Where it is offered (a market's country): Vipps is a Norwegian app. */
  countries: readonly DeliveryCountry[];
}

export const PAYMENT_OPTIONS: readonly PaymentOptionDef[] = [
  {
    id: 'card',
    type: 'card',
    name: { 1: 'Kort', 2: 'Kort' },
    description: { 1: 'Visa og Mastercard', 2: 'Visa og Mastercard' },
    logo: '/logos/payment/card.svg',
    feeOre: 0,
    needsPersonalId: false,
    customerTypes: ['PERSON', 'COMPANY'],
    countries: ['NO', 'SE'],
  },
  {
    id: 'vipps',
    type: 'vipps',
    name: { 1: 'Vipps', 2: 'Vipps' },
    description: { 1: 'Betal med Vipps-appen', 2: 'Betal med Vipps-appen' },
    logo: '/logos/payment/vipps.svg',
    feeOre: 0,
    needsPersonalId: false,
    customerTypes: ['PERSON'],
    countries: ['NO'],
  },
  {
    id: 'invoice',
    type: 'invoice',
    name: { 1: 'Faktura', 2: 'Faktura' },
    description: { 1: '30 dagers betalingsfrist', 2: '30 dagars betalingsfrist' },
    logo: '/logos/payment/invoice.svg',
    feeOre: 0,
    needsPersonalId: true,
    customerTypes: ['PERSON', 'COMPANY'],
    countries: ['NO', 'SE'],
  },
  {
    id: 'instalments',
    type: 'instalments',
    name: { 1: 'Delbetaling', 2: 'Delbetaling' },
    description: {
      1: 'Del opp betalingen over 3–36 måneder',
      2: 'Del opp betalinga over 3–36 månader',
    },
    logo: '/logos/payment/instalments.svg',
    feeOre: 0,
    needsPersonalId: true,
    customerTypes: ['PERSON'],
    countries: ['NO', 'SE'],
  },
  {
    id: 'paylater',
    type: 'paylater',
    name: { 1: 'Betal senere', 2: 'Betal seinare' },
    description: {
      1: 'Få varene først, betal innen 14 dager',
      2: 'Få varene først, betal innan 14 dagar',
    },
    logo: '/logos/payment/paylater.svg',
    feeOre: 0,
    needsPersonalId: true,
    customerTypes: ['PERSON'],
    countries: ['NO', 'SE'],
  },
];

/**
 * What an order paid in full by a gift card records as its payment: never offered as an option,
 * and the checkout asks for no payment method then.
 */
export const GIFT_CARD_PAYMENT: PaymentOptionDef = {
  id: 'giftcard',
  type: 'giftcard',
  name: { 1: 'Gavekort', 2: 'Gåvekort' },
  description: { 1: 'Betalt med gavekort', 2: 'Betalt med gåvekort' },
  logo: '/logos/payment/card.svg',
  feeOre: 0,
  needsPersonalId: false,
  customerTypes: ['PERSON', 'COMPANY'],
  countries: ['NO', 'SE'],
};

/** The options offered in a country, in the order the checkout shows them. */
export function paymentOptionsIn(country: DeliveryCountry): readonly PaymentOptionDef[] {
  return PAYMENT_OPTIONS.filter((option) => option.countries.includes(country));
}

/** An option by id when it is offered in the country, else undefined. */
export function paymentOptionById(
  id: string,
  country: DeliveryCountry,
): PaymentOptionDef | undefined {
  return paymentOptionsIn(country).find((option) => option.id === id);
}
