import type { LanguageId } from '../i18n/language.js';
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
};

export function paymentOptionById(id: string): PaymentOptionDef | undefined {
  return PAYMENT_OPTIONS.find((option) => option.id === id);
}
