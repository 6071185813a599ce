import type { LanguageId } from '../i18n/language.js';
import type { ShippingOptionDef } from './options.js';
import { DELIVERY_DAYS } from '../../shared/shipping/policy.js';

/**
 * What delivery reads of a cart line (a cart/model.ts CartLine is one): the cart prices its
 * shipping with this folder, so shipping names no cart type and the dependency runs one way.
 */
export interface DeliveryLine {
  skuId: number;
  quantity: number;
  sku?: { stock: number; isStatic: boolean };
}

/**
 * Units the supplier sends take 4-6 weekdays, whatever the carrier (the spec: 'supplier stock
 * delivery 4-6 weekdays'; shared/shipping/policy.ts).
 */
export const SUPPLIER_DAYS = DELIVERY_DAYS.supplier;

const WEEKDAYS: Record<LanguageId, string> = { 1: 'virkedager', 2: 'vyrkedagar' };
const SOME_FROM_SUPPLIER: Record<LanguageId, string> = {
  1: 'noen varer sendes fra leverandør',
  2: 'nokre varer blir sende frå leverandøren',
};

/**
 * Whether some units of the cart are not on the shop's own shelf: a sku's lines together want
 * more than its own stock (the rest comes from the supplier or is made to order). Lines
 * without their sku (answers stored before it was read with the cart) count as on the shelf.
 */
export function needsSupplier(lines: readonly DeliveryLine[]): boolean {
  const wanted = new Map<number, { quantity: number; line: DeliveryLine }>();
  for (const line of lines) {
    const entry = wanted.get(line.skuId);
    if (entry) entry.quantity += line.quantity;
    else wanted.set(line.skuId, { quantity: line.quantity, line });
  }
  for (const { quantity, line } of wanted.values()) {
    const { sku } = line;
    if (sku && !sku.isStatic && quantity > Math.max(sku.stock, 0)) return true;
  }
  return false;
}

/** "2–4 virkedager, kl. 17–21", or the supplier's days when some units come from there. */
export function deliveryText(
  option: ShippingOptionDef,
  languageId: LanguageId,
  fromSupplier: boolean,
): string {
  const min = fromSupplier ? Math.max(option.days.min, SUPPLIER_DAYS.min) : option.days.min;
  const max = fromSupplier ? Math.max(option.days.max, SUPPLIER_DAYS.max) : option.days.max;
  const parts = [`${String(min)}–${String(max)} ${WEEKDAYS[languageId]}`];
  if (option.deliveryNote) parts.push(option.deliveryNote[languageId]);
  if (fromSupplier) parts.push(SOME_FROM_SUPPLIER[languageId]);
  return parts.join(', ');
}
